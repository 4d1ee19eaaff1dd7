import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const nodeMajor = readFileSync(new URL('.nvmrc', root), 'utf8').trim();

/** Every `name@version` the map names, e.g. `fastify@5` or `better-auth@1.6`. */
function namedVersions(): { name: string; version: string }[] {
  return [...doc.matchAll(/`((?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*)@(\d+(?:\.\d+)*)`/g)].map((match) => ({
    name: match[1]!,
    version: match[2]!,
  }));
}

/** The version package.json asks for, without its range operator. */
function declared(name: string): string | undefined {
  if (name === 'node') return nodeMajor;
  const range = manifest.dependencies[name] ?? manifest.devDependencies[name];
  return range?.replace(/^[\^~=]/, '');
}

describe('docs/architecture.md', () => {
  it('names the versions package.json declares', () => {
    const named = namedVersions();
    expect(named.length).toBeGreaterThan(10);
    for (const { name, version } of named) {
      const wanted = declared(name);
      expect(wanted, `${name} is named in the map but is not a dependency`).toBeDefined();
      // The map may name a major (`fastify@5`) or a minor (`better-auth@1.6`): it must be a prefix.
      expect(
        `${wanted}.`.startsWith(`${version}.`),
        `${name}@${version} in the map, ${wanted} in package.json`,
      ).toBe(true);
    }
  });

  it('links only to files that exist', () => {
    for (const [, path] of doc.matchAll(/\]\((?!https?:)([^)#]+)\)/g)) {
      expect(() => readFileSync(new URL(`docs/${path}`, root)), path).not.toThrow();
    }
  });
});
