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

/**
 * npm scripts run on the Node that `npm ci` installs into node_modules/.bin (the `node` development
 * dependency), whatever the machine's own Node is. Reaching this means that Node is missing: the install
 * did not run, or its install script was refused, or the script was started outside npm.
 */
export function olderNodeMessage(version, range) {
  const major = RECOMMENDED_NODE_MAJOR;
  return `Ronda runs on Node.js ${major} LTS (package.json engines: ${range}), but this is Node ${version}. \`npm ci\` installs Node ${major} into node_modules (the \`node\` package) and every npm script uses it: run \`npm ci\` first, then start the command through npm (\`npm start\`, \`npm test\`), not with the machine's \`node\`.
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const range = manifest.engines.node;
  if (!satisfiesRange(process.version, range)) {
    console.error(olderNodeMessage(process.version, range));
    process.exit(1);
  }
}
