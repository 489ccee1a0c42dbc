/**
 * npm run create-admin -- --mobile 13900000005 --level 5 --nickname "Admin"
 * Creates a level-5 or level-6 account on the database of DATABASE_URL (else ./data). The
 * password comes from ADMIN_PASSWORD, else it is asked twice on the terminal (not echoed).
 */
import { parseArgs } from 'node:util';
import { checkAdminInput, createAdmin } from './createAdminCommand';
import { promptHidden } from './prompt';
import { UsageError, describeTarget, onTarget, runCommand } from './target';

const USAGE = 'Usage: npm run create-admin -- --mobile <mobile> --level 5|6 --nickname <name>   (password: ADMIN_PASSWORD or prompted)';

const readPassword = async (): Promise<string> => {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new UsageError('No terminal to ask the password on: set ADMIN_PASSWORD');
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password again: ');
  if (first !== second) throw new UsageError('The two passwords differ');
  return first;
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: { mobile: { type: 'string' }, level: { type: 'string' }, nickname: { type: 'string' } },
  });
  if (!values.mobile || !values.level || !values.nickname) throw new UsageError(USAGE);
  const input = { mobile: values.mobile.trim(), level: Number(values.level), nickname: values.nickname.trim(), password: '' };
  // Checked before asking for the password, so a typo in the options is reported at once.
  checkAdminInput({ ...input, password: 'x'.repeat(8) });
  input.password = await readPassword();
  const id = await onTarget((database) => createAdmin(database, input));
  console.log(`Created ${input.nickname} (level ${input.level}, mobile ${input.mobile}, id ${id}) in ${describeTarget()}.`);
  return 0;
};

runCommand(main);
