/**
 * Development: the API server restarts on change (tsx watch) and the web app rebuilds on change
 * (vite build --watch), both served by the one server on http://localhost:3000.
 */
import { spawn } from 'node:child_process';

const run = (command: string, args: string[]) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });

const children = [
  run('npx', ['vite', 'build', '--watch', '--mode', 'development']),
  run('npx', ['tsx', 'watch', 'src/server/main.ts']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
