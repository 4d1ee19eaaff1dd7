import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SCRIPT = new URL('./check-node-version.js', import.meta.url).pathname;
const ENGINES = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;

/** Runs the check on this Node, made to report `version` (undefined: its real one). */
function checkAs(version?: string) {
  const pretend = version
    ? [`--import=data:text/javascript,Object.defineProperty(process,'version',{value:'${version}'})`]
    : [];
  return spawnSync(process.execPath, [...pretend, SCRIPT], { encoding: 'utf8' });
}

describe('the Node version check run before npm start, serve, dev and test', () => {
  it('says nothing on the Node running the suite', () => {
    const result = checkAs();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('explains in one paragraph that npm ci installs the Node the scripts run on', () => {
    const result = checkAs('v20.19.0');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Ronda runs on Node.js 24 LTS');
    expect(result.stderr).toContain(ENGINES);
    expect(result.stderr).toContain('this is Node v20.19.0');
    expect(result.stderr).toContain('`npm ci` installs Node 24 into node_modules');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('is pinned in the project: npm scripts find Node 24 in node_modules/.bin', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.devDependencies.node).toMatch(/^\^24\./);
    const pinned = spawnSync(new URL('../node_modules/.bin/node', import.meta.url).pathname, ['-v'], {
      encoding: 'utf8',
    });
    expect(pinned.stdout).toMatch(/^v24\./);
  });

  it("accepts exactly the versions package.json's engines allow", () => {
    expect(ENGINES).toBe('^22.22.0 || ^24.0.0 || >=26.0.0');
    const allowed = ['v22.22.0', 'v22.30.1', 'v24.0.0', 'v24.21.0', 'v26.1.0'];
    const refused = ['v18.20.0', 'v20.19.5', 'v22.12.0', 'v22.21.9', 'v23.11.0', 'v25.2.0'];
    expect(allowed.map((version) => checkAs(version).status)).toEqual(allowed.map(() => 0));
    expect(refused.map((version) => checkAs(version).status)).toEqual(refused.map(() => 1));
  });
});
