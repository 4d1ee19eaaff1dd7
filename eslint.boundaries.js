import { readdirSync } from 'node:fs';

/**
 * Path zones for import-x/no-restricted-paths: `target` files may not import anything under `from`.
 * The rule resolves every import, export … from and import() to a file, so relative paths,
 * re-exports and lazy loads are all caught. Web layering: pages → features → components → lib → shared.
 */
const features = readdirSync(new URL('src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Packages that tie code to a server runtime; src/shared is what things ARE and runs anywhere. */
const serverPackages = [
  'fastify',
  '@fastify',
  'fastify-type-provider-zod',
  'pg',
  'pg-boss',
  'pg-protocol',
  '@electric-sql',
  'better-auth',
  'sharp',
  'nodemailer',
  'oidc-provider',
  '@aws-sdk',
].map((name) => `node_modules/${name}`);

const featureZones = features.map((feature) => ({
  target: `src/web/features/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `src/web/features/${other}`),
  message: 'A feature never imports a sibling feature; pages compose them.',
}));

export const boundaryZones = [
  {
    target: 'src/shared',
    from: ['src/server', 'src/web'],
    message: 'src/shared is what things ARE: it imports neither server nor web.',
  },
  {
    target: 'src/shared',
    from: [...serverPackages, 'node_modules/react', 'node_modules/react-dom'],
    message: 'src/shared stays framework-free: no server, database or UI libraries.',
  },
  {
    target: 'src/server/**/*.service.ts',
    from: ['node_modules/fastify', 'node_modules/@fastify', 'node_modules/pg'],
    message:
      'Services hold the rules: no HTTP framework, no database driver (take a Transaction from db/sql).',
  },
  { target: 'src/web', from: 'src/server', message: 'The web app never imports the server.' },
  { target: 'src/server', from: 'src/web', message: 'The server never imports the web app.' },
  {
    target: ['src/web/features', 'src/web/components', 'src/web/lib'],
    from: 'src/web/pages',
    message: 'Only routes import pages.',
  },
  {
    target: ['src/web/components', 'src/web/lib'],
    from: 'src/web/features',
    message: 'Components and lib are building blocks: they import no features.',
  },
  {
    target: 'src/web/lib',
    from: 'src/web/components',
    message: 'lib holds no UI: it imports no components.',
  },
  ...featureZones,
];
