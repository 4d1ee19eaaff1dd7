import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const APP_MODULE = new URL('../app.ts', import.meta.url).href;

/**
 * In a fresh Node process (TypeScript through tsx), lists the oidc-provider files Node resolved after
 * importing each of `modules` in turn: a module-resolution hook sees static and dynamic imports alike.
 */
function oidcProviderFilesAfterImporting(modules: string[]): string[][] {
  const script = `
    import { registerHooks } from 'node:module';
    const resolved = [];
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const result = nextResolve(specifier, context);
        resolved.push(result.url);
        return result;
      },
    });
    const after = [];
    for (const module of ${JSON.stringify(modules)}) {
      await import(module);
      after.push(resolved.filter((url) => url.includes('/node_modules/oidc-provider/')));
    }
    console.log(JSON.stringify(after));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as string[][];
}

describe('the development identity provider', () => {
  it("leaves oidc-provider out of the server's modules until it runs", () => {
    const [afterApp, afterProvider] = oidcProviderFilesAfterImporting([APP_MODULE, 'oidc-provider']);
    expect(afterApp).toEqual([]);
    // The same check notices oidc-provider as soon as something imports it.
    expect(afterProvider).not.toEqual([]);
  });
});
