/**
 * npm run bench: loads N generated mates, then drives the public list (near me, by city, free text)
 * and the detail endpoint with autocannon, and runs the same repository calls straight against the
 * pool at the same concurrency, so the HTTP layer's cost shows as a throughput ratio. The media case asks
 * for stored renditions at /media/…, from the local directory or (BENCH_STORAGE=s3) an s3rver bucket, or
 * (BENCH_STORAGE=s3-public) straight from that bucket at its own address, as browsers do with S3_PUBLIC_URL.
 * See docs/benchmarks.md for the knobs and the recorded figures.
 */
import { availableParallelism } from 'node:os';
import { migrate } from '../src/server/db/migrate.js';
import { startServerInProcess, type RunningServer } from '../src/server/testing/server-process.js';
import { buildCases, checkCase, countMatching } from './bench-mates/cases.js';
import { createBenchDatabase } from './bench-mates/database.js';
import { backgroundHttp, measureHttp, measureSql, nicedBackgroundHttp } from './bench-mates/drive.js';
import { loadData } from './bench-mates/load.js';
import { mediaCase, mediaPaths, openBenchStorage, storeRenditions } from './bench-mates/media.js';
import { profiled } from './bench-mates/profile.js';
import { seededRandom } from './bench-mates/random.js';
import { resultTable, targetLines, whole, type CaseResult } from './bench-mates/report.js';
import { readSettings } from './bench-mates/settings.js';

async function main() {
  const settings = readSettings(process.env);
  const bench = await createBenchDatabase(settings);
  const media = await openBenchStorage(settings).catch(async (error: unknown) => {
    await bench.drop();
    throw error;
  });
  let server: RunningServer | null = null;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await server?.stop().catch((error: unknown) => console.error(error));
    await media.close().catch((error: unknown) => console.error(error));
    await bench.drop();
  };
  // Ctrl-C or a kill must not leave a 100 000-mate database behind on the server.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      void cleanup().finally(() => process.exit(code));
    });
  }

  try {
    console.log(`database: ${bench.label}`);
    console.log(
      `machine: ${availableParallelism()} cores, Node ${process.version}; ${settings.connections} connections, ` +
        `${settings.seconds} s per run after ${settings.warmupSeconds} s warm-up`,
    );
    console.log(
      `images: ${
        settings.storage === 'local'
          ? 'local directory'
          : `S3 bucket (s3rver on loopback)${settings.storage === 's3-public' ? ', read by browsers from the bucket (S3_PUBLIC_URL)' : ''}`
      }` +
        (settings.mediaRate ? `, ${settings.mediaRate} rendition requests/s beside every other case` : '') +
        (settings.mediaNice ? ' (the bucket and that load at the lowest CPU priority)' : ''),
    );
    await migrate(bench.db.pool);
    const data = await loadData(bench.db, settings);
    console.log(
      `loaded ${whole(settings.mates)} mates of ${whole(settings.hosts)} hosts ` +
        `(${whole(data.bookings)} bookings, ${whole(data.takenPeriods)} taken periods) in ${data.seconds.toFixed(1)} s`,
    );

    await storeRenditions(
      media.storage,
      data.imaged.map((mate) => mate.imageKey),
    );

    server = await startServerInProcess(
      bench.db,
      { LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: String(settings.connections), ...media.env },
      { mode: 'production' },
    );
    const renditions = await mediaPaths(
      server.base,
      data.imaged.map((mate) => mate.id),
    );
    const cases = [...buildCases(data.visibleIds, seededRandom(7)), mediaCase(renditions, media)].filter(
      (c) => settings.cases.includes(c.key),
    );
    const results: CaseResult[] = [];
    for (const benchCase of cases) {
      await checkCase(server.base, benchCase);
      const matching = await countMatching(bench.db.pool, benchCase);
      const base = server.base;
      const measured = () => measureHttp(base, benchCase.paths, settings);
      // Renditions served beside the list or detail, over the warm-up and the measured run alike.
      const runHttp = async () => {
        if (!settings.mediaRate || benchCase.key === 'media') return measured();
        const seconds = settings.warmupSeconds + settings.seconds;
        const [http] = await Promise.all([
          measured(),
          (settings.mediaNice ? nicedBackgroundHttp : backgroundHttp)(
            base,
            renditions,
            settings.mediaRate,
            seconds,
          ),
        ]);
        return http;
      };
      const http = settings.profileDir
        ? await profiled(settings.profileDir, benchCase.key, runHttp)
        : await runHttp();
      const sql = await measureSql(benchCase, bench.db.pool, settings);
      results.push({ key: benchCase.key, name: benchCase.name, matching, http, sql });
      console.log(`done: ${benchCase.name}`);
    }

    console.log(`\n${resultTable(results)}\n`);
    for (const line of targetLines(results, bench.db.kind === 'postgres')) console.log(line);
  } finally {
    await cleanup();
  }
}

await main();
