import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { logSetup } from './logging.js';

const PRETTY = '/somewhere/node_modules/pino-pretty/index.js';

describe('log setup', () => {
  it('prints one coloured line per request through pino-pretty in development', () => {
    const setup = logSetup(
      { env: 'development', logLevel: 'info' },
      { resolvePretty: () => PRETTY, colour: true },
    );
    expect(setup.oneLinePerRequest).toBe(true);
    expect(setup.logger.transport).toEqual({
      target: PRETTY,
      options: expect.objectContaining({ colorize: true, singleLine: true }),
    });
  });

  it('keeps JSON in production and tests, without ever looking for pino-pretty', () => {
    for (const env of ['production', 'test'] as const) {
      const resolvePretty = vi.fn(() => PRETTY);
      const setup = logSetup({ env, logLevel: 'info' }, { resolvePretty });
      expect(setup).toEqual({ logger: { level: 'info' }, oneLinePerRequest: false });
      expect(resolvePretty).not.toHaveBeenCalled();
    }
  });

  it('falls back to JSON in development when pino-pretty is not installed', () => {
    const setup = logSetup({ env: 'development', logLevel: 'debug' }, { resolvePretty: () => null });
    expect(setup).toEqual({ logger: { level: 'debug' }, oneLinePerRequest: false });
  });

  it('writes JSON to a given stream (the tests read it), whatever the environment', () => {
    const stream = new PassThrough();
    const setup = logSetup({ env: 'development', logLevel: 'warn' }, { stream, resolvePretty: () => PRETTY });
    expect(setup).toEqual({ logger: { level: 'warn', stream }, oneLinePerRequest: false });
  });

  it('finds the installed pino-pretty by default in development', () => {
    const setup = logSetup({ env: 'development', logLevel: 'info' });
    expect(setup.logger.transport?.target).toMatch(/pino-pretty/);
  });
});
