/**
 * A production start (no demo data) on a database without an administrator asks for the
 * first one, as `npm run create-admin` does: from ADMIN_MOBILE and ADMIN_PASSWORD (with
 * ADMIN_LEVEL 5 or 6, default 5, and ADMIN_NICKNAME) when set; else on the terminal when
 * there is one; else it says, in one log line, how to make one. The server starts either way.
 */
import { UsageError, checkAdminInput, createAdmin, type AdminInput } from '../cli/createAdminCommand';
import type { Database } from '../db/database';
import { typedHandle } from '../db/handle';

type FirstAdmin = 'exists' | 'created' | 'missing';

export interface FirstAdminIo {
  env: NodeJS.ProcessEnv;
  /** A terminal to ask on (stdin and stdout are TTYs). */
  interactive: boolean;
  ask: (question: string) => Promise<string>;
  askHidden: (question: string) => Promise<string>;
  say: (line: string) => void;
  /**
   * Demo accounts cannot sign in here (a HOST other machines reach): a demo administrator does
   * not count, and a demo-seeded database asks for a real one like an empty database.
   */
  demoAccountsLocked?: boolean;
}

const DEFAULT_ADMIN_NICKNAME = 'Administrator';

const hasAdmin = async (database: Database, realOnly: boolean): Promise<boolean> => {
  let q = typedHandle(database.db).selectFrom('user').select('id').where('level', 'in', [5, 6]).where('enabled', '=', true);
  if (realOnly) q = q.where('demo', '=', false);
  return Boolean(await q.limit(1).executeTakeFirst());
};

const howToCreateAdmin = (database: Database, realOnly: boolean): string =>
  (realOnly ? 'No administrator account with a password of its own (demo accounts cannot sign in on this address): ' : 'No administrator account yet: ') +
  'nobody can sign in. ' +
  (database.kind === 'pglite' ? 'Stop the server, then run ' : 'Run ') +
  '`npm run create-admin -- --mobile <mobile> --level 5 --nickname <name>` (password asked, or ADMIN_PASSWORD), ' +
  'or start the server once with ADMIN_MOBILE and ADMIN_PASSWORD set (ADMIN_LEVEL 5 or 6, ADMIN_NICKNAME). See docs/deployment.md.';

const fromEnv = (env: NodeJS.ProcessEnv): AdminInput => ({
  mobile: (env.ADMIN_MOBILE ?? '').trim(),
  level: Number(env.ADMIN_LEVEL || 5),
  nickname: (env.ADMIN_NICKNAME || DEFAULT_ADMIN_NICKNAME).trim(),
  password: env.ADMIN_PASSWORD ?? '',
});

const fromTerminal = async (io: FirstAdminIo): Promise<AdminInput> => {
  io.say('No administrator account yet. Create the first one (level 5 administers the inside channel, 6 the outside one).');
  for (;;) {
    const input = {
      mobile: (await io.ask('Mobile (the login): ')).trim(),
      level: Number((await io.ask('Level [5]: ')).trim() || 5),
      nickname: (await io.ask(`Name [${DEFAULT_ADMIN_NICKNAME}]: `)).trim() || DEFAULT_ADMIN_NICKNAME,
      password: await io.askHidden('Password: '),
    };
    try {
      checkAdminInput(input);
      if ((await io.askHidden('Password again: ')) !== input.password) throw new UsageError('The two passwords differ');
      return input;
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.say(`${e.message}. Again:`);
    }
  }
};

export const ensureFirstAdmin = async (database: Database, io: FirstAdminIo): Promise<FirstAdmin> => {
  const realOnly = io.demoAccountsLocked === true;
  if (await hasAdmin(database, realOnly)) return 'exists';
  let input: AdminInput;
  if (io.env.ADMIN_MOBILE || io.env.ADMIN_PASSWORD) input = fromEnv(io.env);
  else if (io.interactive) input = await fromTerminal(io);
  else {
    io.say(howToCreateAdmin(database, realOnly));
    return 'missing';
  }
  try {
    const id = await createAdmin(database, input);
    io.say(`Created the first administrator ${input.nickname} (level ${input.level}, mobile ${input.mobile}, id ${id}).`);
    return 'created';
  } catch (e) {
    // Another instance starting with the same settings made it first.
    if (e instanceof UsageError && (await hasAdmin(database, realOnly))) return 'exists';
    throw e;
  }
};
