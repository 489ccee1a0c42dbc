/**
 * npm run seed [-- --force]: migrate the database (DATABASE_URL, else ./data) and write the
 * demo data. A database that already has users is left alone unless --force, which REPLACES
 * ALL ITS DATA with the demo. Stop the server first when it uses the same PGlite folder.
 */
import { parseArgs } from 'node:util';
import { describeTarget, onTarget, runCommand } from './target';
import { runSeed } from './seedCommand';

const main = async (): Promise<number> => {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const outcome = await onTarget((database) => runSeed(database, { force: values.force ?? false }));
  if (!outcome.seeded) {
    console.error(
      `${describeTarget()} already has ${outcome.users} user(s): nothing was written.\n` +
        'To replace ALL its data with the demo data, run: npm run seed -- --force',
    );
    return 1;
  }
  const s = outcome.summary;
  console.log(
    `Demo data written to ${describeTarget()}: ${s.users} users, ${s.areas} areas, ${s.plots} plots, ${s.orders} orders, ` +
      `${s.payments} payments, ${s.members} registrations, ${s.messages} messages.\n` +
      'Demo accounts: mobile 13800000001 to 13800000006 (level 1 to 6), password cemetery-demo.',
  );
  return 0;
};

runCommand(main);
