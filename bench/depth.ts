/**
 * Only the deep pages and the count after edits of `npm run bench` (bench/lib/depth.ts), against
 * our server on the PostgreSQL bench database: `npx tsx bench/depth.ts`. Prints; writes nothing.
 */
import { openDatabase } from '../src/server/db/database';
import { BENCH_URL } from './lib/benchDatabase';
import { pgBackends } from './lib/cpu';
import { depthSuite } from './lib/depth';
import { STAFF_AT_WORK } from './lib/postgresSuite';
import { spawnServer } from './lib/process';
import { staffSessions } from './lib/sessions';

const main = async (): Promise<void> => {
  const database = await openDatabase({ url: BENCH_URL });
  const tokens = await staffSessions(database, STAFF_AT_WORK);
  const ids = (await database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').execute()).map((r) => Number(r.id));
  await database.close();
  const server = await spawnServer({ port: 18096, env: { DATABASE_URL: BENCH_URL } });
  const backends = await pgBackends(BENCH_URL);
  try {
    console.log(JSON.stringify(await depthSuite(BENCH_URL, server, backends, tokens, ids), null, 2));
  } finally {
    await backends.close();
    await server.stop();
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
