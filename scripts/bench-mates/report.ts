// The results table and the verdict against the targets docs/benchmarks.md records.
import type { Stats } from './drive.js';
import type { CaseKey } from './settings.js';

const TARGET_NEAR_P99_MS = 25;
const TARGET_RATIO = 0.5;
/** The cases the p99 target is for: near me, without dates (today) and with them. */
const P99_TARGET_CASES: readonly CaseKey[] = ['near', 'near-dates'];

export interface CaseResult {
  key: CaseKey;
  name: string;
  matching: number | null;
  http: Stats;
  sql: Stats;
}

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
export const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${Math.round(value * 100)} %`;

export function resultTable(results: readonly CaseResult[]): string {
  const header = [
    '| case | matching | HTTP p50 ms | HTTP p99 ms | HTTP req/s | SQL p50 ms | SQL p99 ms | SQL req/s | HTTP/SQL |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const rows = results.map(({ name, matching, http, sql }) =>
    [
      name,
      matching === null ? '–' : whole(matching),
      ms(http.p50),
      ms(http.p99),
      whole(http.rps),
      ms(sql.p50),
      ms(sql.p99),
      whole(sql.rps),
      percent(http.rps / sql.rps),
    ].join(' | '),
  );
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n');
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The p99 target is for near me (with and without dates); the ratio is shown for every case. */
export function targetLines(results: readonly CaseResult[], onPostgres: boolean): string[] {
  const lines: string[] = [];
  for (const { key, name, http } of results) {
    if (!P99_TARGET_CASES.includes(key)) continue;
    const p99 = http.p99;
    lines.push(
      `${name}: p99 ≤ ${TARGET_NEAR_P99_MS} ms: ${verdict(p99 <= TARGET_NEAR_P99_MS)} (${ms(p99)} ms)`,
    );
  }
  // The media case's direct side is a storage read, not SQL: its ratio is shown in the table only.
  for (const { key, name, http, sql } of results) {
    if (key === 'media') continue;
    const ratio = http.rps / sql.rps;
    lines.push(
      `${name}: HTTP ≥ ${percent(TARGET_RATIO)} of SQL: ${verdict(ratio >= TARGET_RATIO)} (${percent(ratio)})`,
    );
  }
  if (!onPostgres)
    lines.push('(PGlite is one connection in this process: these figures are for information)');
  return lines;
}
