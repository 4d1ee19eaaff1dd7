/**
 * Upload memory benchmark: starts the server as a child process on PGlite in a temporary data directory,
 * signs in a registered person by e-mail, then sends (a) 60 anonymous 5 MB uploads at once, (b) 30
 * simultaneous publications with a 40-megapixel PNG and (c) 10 simultaneous publications of 8 photos
 * each (a 12-megapixel JPEG: the cover with the publication, then 7 more one after the other, as the
 * publish form sends them), sampling the server's RSS every 50 ms. Prints the baseline and peak RSS and
 * the time each case took.
 *
 *   npm run build:server && npm run bench:uploads     (runs dist/node/server/main.js)
 *   BENCH_TSX=1 npm run bench:uploads                 (runs src/server/main.ts through tsx, no build)
 *   knobs: BENCH_ANONYMOUS (60), BENCH_PUBLISH (30), BENCH_EIGHT (10); BENCH_DATABASE_URL=postgres://… runs the server on a
 *   throw-away PostgreSQL database instead, whose idle RSS is not swollen by PGlite's WebAssembly heap
 *
 * Everything stays on loopback; each case sends a fixed number of requests.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../src/shared/constants.js';
import { publishRequest } from '../src/server/testing/mates-fixtures.js';
import { multipart } from '../src/server/testing/multipart.js';
import { startServer, type ServerProcess } from '../src/server/testing/server-process.js';

const ANONYMOUS = Number(process.env.BENCH_ANONYMOUS ?? 60);
const PUBLISH = Number(process.env.BENCH_PUBLISH ?? 30);
const EIGHT = Number(process.env.BENCH_EIGHT ?? 10);
const USE_TSX = process.env.BENCH_TSX === '1';
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const PASSWORD = 'contraseña-de-banco-123';

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** One HTTP request with the whole body; resolves with the status (0 when the connection broke) and the answer. */
function post(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(body);
  });
}

const send = (url: string, body: Buffer, headers: Record<string, string>) =>
  post(url, body, headers).then((answer) => answer.status);

/** A publication of 8 photos: the cover with the mate, then the others one at a time; every status. */
async function publishWithEight(
  base: string,
  cover: { payload: Buffer; headers: Record<string, string> },
  more: { payload: Buffer; headers: Record<string, string> },
  session: Record<string, string>,
): Promise<number[]> {
  const published = await post(`${base}/api/mates`, cover.payload, { ...cover.headers, ...session });
  if (published.status !== 201) return [published.status];
  const { id } = JSON.parse(published.text) as { id: string };
  const statuses = [published.status];
  for (let i = 1; i < 8; i++)
    statuses.push(
      await send(`${base}/api/mates/${id}/photos`, more.payload, { ...more.headers, ...session }),
    );
  return statuses;
}

async function measure(pid: number, label: string, run: () => Promise<number[]>) {
  await sleep(1000);
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const statuses = await run();
  const seconds = (performance.now() - started) / 1000;
  await sleep(200);
  clearInterval(sampler);
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    case: label,
    answers: [...counts].map(([status, count]) => `${count}× ${status || 'broken'}`).join(', '),
    seconds: Number(seconds.toFixed(2)),
    'baseline MB': Math.round(baseline),
    'peak MB': Math.round(peak),
  };
}

async function main() {
  const databaseName = `bench_up_${randomBytes(4).toString('hex')}`;
  const admin = ADMIN_URL ? new pg.Client({ connectionString: ADMIN_URL }) : null;
  let databaseUrl: string | undefined;
  if (admin && ADMIN_URL) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const links: string[] = [];
  let server: ServerProcess | undefined;
  try {
    server = await startServer(
      databaseUrl,
      {
        LOG_LEVEL: 'info',
        // Every publication in this run counts, not the daily limit per person.
        MATES_PER_DAY_MAX: '1000',
      },
      {
        // Development: without SMTP_URL the verification e-mail goes to the log, where this script reads it.
        mode: 'development',
        entry: USE_TSX ? 'source' : 'build',
        onLog: (line) => {
          const link = /https?:\/\/[^\s"\\]*verify-email[^\s"\\]*/.exec(line)?.[0];
          if (link) links.push(link);
        },
      },
    );
    const { base } = server;
    const cookie = await signInRegistered(base, links);
    const pid = server.child.pid!;
    const results = [];

    const junk = randomBytes(IMAGE_MAX_BYTES - 1024);
    const anonymous = publishRequest(
      {},
      { field: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', data: junk },
    );
    results.push(
      await measure(pid, `${ANONYMOUS} anonymous 5 MB uploads`, () =>
        Promise.all(
          Array.from({ length: ANONYMOUS }, () =>
            send(`${base}/api/mates`, anonymous.payload, anonymous.headers),
          ),
        ),
      ),
    );

    // Mostly flat, so 40 megapixels compress far below the 5 MB limit.
    const png = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#b5651d' } })
      .composite([
        {
          input: { create: { width: 2000, height: 1500, channels: 3, background: '#2e7d32' } },
          left: 3000,
          top: 1750,
        },
      ])
      .png({ compressionLevel: 9 })
      .toBuffer();
    const upload = publishRequest(
      {},
      { field: 'photo', filename: 'mate.png', contentType: 'image/png', data: png },
    );
    const headers = { ...upload.headers, cookie, origin: base };
    results.push(
      await measure(pid, `${PUBLISH} publications, 40 MP PNG (${(png.length / 1024).toFixed(0)} KB)`, () =>
        Promise.all(
          Array.from({ length: PUBLISH }, () => send(`${base}/api/mates`, upload.payload, headers)),
        ),
      ),
    );
    // A phone's photo: 12 megapixels, JPEG, mostly flat like the PNG above.
    const jpeg = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#b5651d' } })
      .composite([
        {
          input: { create: { width: 1000, height: 800, channels: 3, background: '#2e7d32' } },
          left: 1500,
          top: 1100,
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    const photo = { field: 'photo', filename: 'mate.jpg', contentType: 'image/jpeg', data: jpeg };
    const cover = publishRequest({}, photo);
    const more = multipart({}, photo);
    const session = { cookie, origin: base };
    results.push(
      await measure(
        pid,
        `${EIGHT} publications of 8 photos, 12 MP JPEG (${(jpeg.length / 1024).toFixed(0)} KB)`,
        async () =>
          (
            await Promise.all(
              Array.from({ length: EIGHT }, () => publishWithEight(base, cover, more, session)),
            )
          ).flat(),
      ),
    );
    console.log(`Server: ${USE_TSX ? 'tsx' : 'build'}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.table(results);
  } finally {
    await server?.stop();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

/** Signs up by e-mail, follows the verification link from the log (which signs in) and registers. */
async function signInRegistered(base: string, links: string[]): Promise<string> {
  const json = { 'content-type': 'application/json', origin: base };
  const email = `banco.${Date.now().toString(36)}@ejemplo.com`;
  const created = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Persona de Banco' }),
  });
  if (!created.ok) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  for (let i = 0; links.length === 0; i++) {
    if (i > 100) throw new Error('no verification e-mail in the server log');
    await sleep(100);
  }
  const verified = await fetch(links[0]!, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token=')) throw new Error(`verification did not sign in: ${verified.status}`);
  const registered = await fetch(`${base}/api/registration`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ publicName: 'Banco de Pruebas', acceptTerms: true }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  return cookie;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
