import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Lints code as if it lived at filePath (virtual files; their imports resolve to the real tree). The
// boundary fixtures are files no tsconfig holds, so they are linted without types.
const untyped = new ESLint({
  cwd: import.meta.dirname,
  overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
});
// The type-aware rules, exactly as configured, over the text of a real file in each tsconfig.
const typed = new ESLint({ cwd: import.meta.dirname });

async function rulesBroken(filePath: string, code: string, eslint = untyped) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const violations = [
  {
    what: 'a feature imports a sibling feature through ../../features',
    filePath: 'src/web/features/bookings/BoundaryFixture.tsx',
    code: "import { MateCard } from '../../features/mates/MateCard';\n\nexport const Card = MateCard;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a feature loads a sibling feature with a dynamic import()',
    filePath: 'src/web/features/bookings/boundary-fixture.ts',
    code: "export const loadMates = () => import('../mates/api');\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a feature re-exports a sibling feature',
    filePath: 'src/web/features/bookings/boundary-fixture.ts',
    code: "export { useOwnMates } from '../mates/api';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a component imports a feature',
    filePath: 'src/web/components/BoundaryFixture.tsx',
    code: "import { MateCard } from '../features/mates/MateCard';\n\nexport const Card = MateCard;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'shared imports a Node builtin',
    filePath: 'src/shared/boundary-fixture.ts',
    code: "import { createHash } from 'node:crypto';\n\nexport const hash = createHash;\n",
    rule: 'import-x/no-nodejs-modules',
  },
  {
    what: 'shared loads a Node builtin with a dynamic import()',
    filePath: 'src/shared/boundary-fixture.ts',
    code: "export const loadFs = () => import('fs');\n",
    rule: 'import-x/no-nodejs-modules',
  },
  {
    what: 'shared imports a server library, even for a type',
    filePath: 'src/shared/boundary-fixture.ts',
    code: "import type { FastifyInstance } from 'fastify';\n\nexport type App = FastifyInstance;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'shared loads sharp lazily',
    filePath: 'src/shared/boundary-fixture.ts',
    code: "export const loadSharp = () => import('sharp');\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'shared re-exports server code',
    filePath: 'src/shared/boundary-fixture.ts',
    code: "export { loadConfig } from '../server/config.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a service imports the database driver',
    filePath: 'src/server/mates/boundary-fixture.service.ts',
    code: "import type { PoolClient } from 'pg';\n\nexport type Tx = PoolClient;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a service imports Fastify',
    filePath: 'src/server/mates/boundary-fixture.service.ts',
    code: "import type { FastifyRequest } from 'fastify';\n\nexport type Request = FastifyRequest;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the web app imports the server',
    filePath: 'src/web/pages/boundary-fixture.ts',
    code: "export { loadConfig } from '../../server/config.js';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'web code calls window.fetch',
    filePath: 'src/web/features/mates/boundary-fixture.ts',
    code: "export const getMates = () => window.fetch('/api/mates');\n",
    rule: 'no-restricted-properties',
  },
  {
    what: 'web code calls the global fetch',
    filePath: 'src/web/lib/boundary-fixture.ts',
    code: "export const getMates = () => fetch('/api/mates');\n",
    rule: 'no-restricted-globals',
  },
  {
    what: 'two modules import each other',
    filePath: 'src/web/lib/api.ts',
    code: "import { sessionQueryKey } from './session';\n\nexport const key = sessionQueryKey;\n",
    rule: 'import-x/no-cycle',
  },
  {
    what: 'a component file is not PascalCase',
    filePath: 'src/web/components/boundary-fixture.tsx',
    code: 'export const answer = 42;\n',
    rule: 'unicorn/filename-case',
  },
  {
    what: 'a module file is not kebab-case',
    filePath: 'src/server/mates/BoundaryFixture.ts',
    code: 'export const answer = 42;\n',
    rule: 'unicorn/filename-case',
  },
];

describe('lint boundaries', () => {
  it.each(violations)('fails when $what', async ({ filePath, code, rule }) => {
    expect(await rulesBroken(filePath, code)).toEqual([rule]);
  });

  it('passes a feature that follows every boundary', async () => {
    const code = [
      "import { messages } from '../../../shared/messages';",
      "import { AppLink } from '../../components/AppLink';",
      "import { api } from '../../lib/api';",
      "import { MateCard } from './MateCard';",
      '',
      "export const loadMap = () => import('./MateMap');",
      "export const getMates = () => api('/api/mates');",
      'export const parts = [messages, AppLink, MateCard];',
      '',
    ].join('\n');
    expect(await rulesBroken('src/web/features/mates/BoundaryFixture.tsx', code)).toEqual([]);
  });
});

const save = 'async function save() {}\n\n';
const promiseViolations = [
  {
    what: 'server code leaves a promise floating',
    filePath: 'src/server/config.ts',
    code: `${save}export function saveLater() {\n  save();\n}\n`,
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    what: 'a browser test leaves a promise floating',
    filePath: 'e2e/fixtures.ts',
    code: `${save}export function saveLater() {\n  save();\n}\n`,
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    what: 'a button is given an async handler, whose failure React would drop',
    filePath: 'src/web/components/PageState.tsx',
    code: [
      'export function SaveButton({ save }: { save(): Promise<void> }) {',
      '  return (',
      '    <button type="button" onClick={save}>',
      '      Guardar',
      '    </button>',
      '  );',
      '}',
      '',
    ].join('\n'),
    rule: '@typescript-eslint/no-misused-promises',
  },
  {
    what: 'a script hands an async function to a callback that ignores its promise',
    filePath: 'scripts/operator.ts',
    code: 'export function saveSoon(save: () => Promise<void>) {\n  setTimeout(save, 10);\n}\n',
    rule: '@typescript-eslint/no-misused-promises',
  },
  {
    what: 'a promise is returned from a try without await, so its failure skips the catch',
    filePath: 'src/server/config.ts',
    code: [
      save.trim(),
      '',
      'export async function saveOrLog() {',
      '  try {',
      '    return save();',
      '  } catch (error) {',
      '    console.error(error);',
      '  }',
      '}',
      '',
    ].join('\n'),
    rule: '@typescript-eslint/return-await',
  },
  {
    what: 'code awaits something that is not a promise',
    filePath: 'src/web/components/PageState.tsx',
    code: 'export async function load(read: () => string) {\n  const text = await read;\n  return text;\n}\n',
    rule: '@typescript-eslint/await-thenable',
  },
  {
    what: 'a switch without a default misses a member of its union',
    filePath: 'vite.config.ts',
    code: [
      "export function order(sort: 'date' | 'price' | 'distance') {",
      '  switch (sort) {',
      "    case 'date':",
      '      return 1;',
      "    case 'price':",
      '      return 2;',
      '  }',
      '  return 3;',
      '}',
      '',
    ].join('\n'),
    rule: '@typescript-eslint/switch-exhaustiveness-check',
  },
];

// Loading a tsconfig's program takes a while on a busy machine; the assertions do not depend on it.
describe('type-aware lint', { timeout: 180_000 }, () => {
  it.each(promiseViolations)('fails when $what', async ({ filePath, code, rule }) => {
    expect(await rulesBroken(filePath, code, typed)).toEqual([rule]);
  });

  it('passes promises that are awaited, handled or deliberately let go, and a switch naming every case', async () => {
    const code = [
      save.trim(),
      '',
      'export async function saveNow(sort: "date" | "price") {',
      '  await save();',
      '  save().catch(() => {});',
      '  // Let go on purpose: save() handles its own failures.',
      '  void save();',
      '  switch (sort) {',
      '    case "date":',
      '      return 1;',
      '    case "price":',
      '      return 2;',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken('src/server/config.ts', code.replaceAll('"', "'"), typed)).toEqual([]);
  });
});
