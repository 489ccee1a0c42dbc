/**
 * npm run soak: 10 minutes of mixed traffic (polls, lists, edits, new orders) against the server
 * process on PGlite, then on PostgreSQL (a database of its own on BENCH_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/postgres), with zero errors expected and the
 * server's memory sampled. SOAK_SECONDS (default 600), SOAK_ONLY=pglite|postgres.
 * Results: bench/results/soak-<database>.json; figures in docs/performance.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { machineInfo } from './lib/machine';
import { describeSoak, soakOn } from './lib/soakRun';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const postgresUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databases = (['pglite', 'postgres'] as const).filter((d) => !process.env.SOAK_ONLY || process.env.SOAK_ONLY === d);

const main = async (): Promise<void> => {
  await mkdir('bench/results', { recursive: true });
  let failed = false;
  for (const [i, database] of databases.entries()) {
    const machine = machineInfo();
    console.log(`Soak on ${database} for ${seconds} s...`);
    const run = await soakOn(database, {
      seconds,
      pollRate: 100,
      staff: 6,
      thinkMs: 100,
      // About 6 new orders a second: enough free plots for the whole run.
      plots: Math.max(2000, seconds * 10),
      browsers: 100,
      port: 18300 + i,
      postgresUrl,
    });
    console.log(describeSoak(run));
    for (const s of run.samples) console.log(`  ${s}`);
    failed ||= run.errors > 0;
    await writeFile(`bench/results/soak-${database}.json`, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...run }, null, 2)}\n`);
  }
  if (failed) process.exit(1);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
