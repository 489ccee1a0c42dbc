/**
 * npm run bench: the server benchmarks of docs/performance.md.
 *   1. PostgreSQL with the generated volume (bench/generate.ts; BENCH_DATABASE_URL, default
 *      postgres://postgres@127.0.0.1:5432/bench), our server then the minimal handler;
 *      the browser timings against that server when the app is built (dist/public/).
 *   2. PGlite with the demo data.
 * Results: bench/results/{postgres,pglite,browser}.json and bench/results/summary.md.
 * 3. The visit booking rush (bench/visitRush.ts): the public booking call on PostgreSQL.
 * 4. BENCH_ONLY=import: a 10,000-line register checked and committed beside other users' lists (bench/importLoad.ts).
 * BENCH_DURATION (seconds per run, default 10), BENCH_ONLY=postgres|pglite|visits|import, BENCH_BROWSER=0,
 * BENCH_STATIC_DIR (the built app, default dist/public).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { browserTimings } from './lib/browser';
import { machineInfo } from './lib/machine';
import { pgliteSuite } from './lib/pgliteSuite';
import { STATIC_DIR, postgresSuite, type DatabaseResult } from './lib/postgresSuite';
import { markdown, targets } from './lib/report';
import { importLoad } from './importLoad';
import { visitRush } from './visitRush';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const POLL_RATE = 500;
const only = process.env.BENCH_ONLY;

const save = async (name: string, data: unknown): Promise<void> => {
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/${name}`, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);
};

const main = async (): Promise<void> => {
  const machine = machineInfo();
  if (only === 'visits') {
    await visitRush();
    return;
  }
  if (only === 'import') {
    await importLoad();
    return;
  }
  const results: DatabaseResult[] = [];
  const withBrowser = process.env.BENCH_BROWSER !== '0' && existsSync(`${STATIC_DIR}/index.html`);
  // Say so rather than leave an earlier run's browser.json looking current.
  if (process.env.BENCH_BROWSER !== '0' && !withBrowser) console.warn(`No ${STATIC_DIR}/index.html (npm run build first): the browser timings are skipped and bench/results/browser.json is not rewritten.`);
  if (only !== 'pglite') {
    const pg = await postgresSuite(duration, POLL_RATE, withBrowser ? async (url, token) => save('browser.json', await browserTimings(url, token)) : undefined);
    await save('postgres.json', { measuredAt: new Date().toISOString(), machine, duration, ...pg, targets: targets(pg) });
    results.push(pg);
  }
  if (only !== 'postgres') {
    const lite = await pgliteSuite(duration, POLL_RATE);
    await save('pglite.json', { measuredAt: new Date().toISOString(), machine, duration, ...lite });
    results.push(lite);
  }
  // PGlite alone: the summary keeps the last PostgreSQL run beside it (its own date is in postgres.json).
  if (only === 'pglite' && existsSync('bench/results/postgres.json')) results.unshift(JSON.parse(readFileSync('bench/results/postgres.json', 'utf8')) as DatabaseResult);
  if (only === undefined) await visitRush();
  const pg = results.find((r) => r.database === 'postgres');
  const summary = markdown(machine, results, pg ? targets(pg) : []);
  await save('summary.md', summary);
  console.log(`\n${summary}`);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
