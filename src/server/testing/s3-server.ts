import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3Settings } from '../storage/s3-storage.js';
import { freePort } from './free-port.js';

const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The driver's settings for this bucket. */
  settings: S3Settings;
  /** What the app reads to keep its images in this bucket. */
  env: Record<string, string>;
  /** Stops the process: requests get "connection refused" until `start`. Objects stay on disk. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server's process id while it runs. */
  pid(): number | undefined;
  /** Stops it for good and removes its files. */
  close(): Promise<void>;
}

/** A real S3 server (s3rver) in its own process on a free loopback port, its objects in a temp directory. */
export async function startTestS3(bucket = 'ronda-test'): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 'ronda-s3-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    const process_ = spawn(
      process.execPath,
      [s3rverBin, '--directory', dir, '--address', '127.0.0.1', '--port', String(port), '--silent'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = process_;
    await new Promise<void>((resolve, reject) => {
      process_.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
      createInterface({ input: process_.stdout! }).on('line', (line) => {
        if (line.includes('listening')) resolve();
      });
    });
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  // The bucket is made through the API, as an operator would; it lives on in the directory.
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();

  return {
    bucket,
    endpoint,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    pid: () => child?.pid,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
