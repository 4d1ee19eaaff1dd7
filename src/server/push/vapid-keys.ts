import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The keys that sign this server's pushes (RFC 8292). From the environment when set; in production
 * without them, none: push is off (the start banner says so); in development, generated once and kept in
 * the data directory, so devices stay subscribed across restarts; otherwise (tests, an in-memory
 * database) fresh ones for this process.
 */
export function resolveVapidKeys(push: Config['push'], env: Config['env']): VapidKeys | null {
  if (push.keys) return push.keys;
  if (env === 'production') return null;
  return push.keysFile ? keysKeptIn(push.keysFile) : webpush.generateVAPIDKeys();
}

function keysKeptIn(file: string): VapidKeys {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  // Only the server's own user may read the private key.
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
