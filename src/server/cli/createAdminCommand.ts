/**
 * What `npm run create-admin` does, apart from reading its input: the first level-5 (inside)
 * or level-6 (outside) account of a fresh production database, which has no demo accounts
 * and no default password. Every later account is created by these managers in the app.
 */
import { sql } from 'kysely';
import { appConfig } from '../../instance';
import { channelOfLevel } from '../../config/routes';
import { validateField } from '../../config/validators';
import { MIN_PASSWORD_LENGTH, hashPassword, MAX_PASSWORD_LENGTH } from '../auth/password';
import type { Database } from '../db/database';
import { normalisedSql, normalisedValue } from '../db/names';
import { migrate } from '../db/migrate';
import { bindConfig } from '../db/handleFacts';
import { recordOperation } from '../oplog/record';
import { UsageError } from './target';

export { UsageError };

export interface AdminInput {
  mobile: string;
  level: number;
  nickname: string;
  password: string;
}


export const checkAdminInput = (input: AdminInput): void => {
  const fields = appConfig.user.fields;
  if (validateField(fields.mobile, input.mobile)) throw new UsageError(`--mobile: "${input.mobile}" is not a valid mobile number`);
  if (validateField(fields.nickname, input.nickname)) throw new UsageError('--nickname: give a name of 1 to 50 characters');
  if (input.level !== 5 && input.level !== 6) throw new UsageError('--level: 5 (inside administrator) or 6 (outside administrator)');
  if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH)
    throw new UsageError(`The password needs ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
};

export const createAdmin = async (database: Database, input: AdminInput): Promise<number> => {
  checkAdminInput(input);
  await migrate(database, appConfig);
  const passwordHash = await hashPassword(input.password);
  return database.transaction(async (raw) => {
    // A command, not an app: its transaction logs by the instance's config.
    const trx = bindConfig(raw, appConfig);
    // Compared as the unique index does: spaces and case do not make another mobile.
    const taken = await trx.selectFrom('user').select('id').where(sql.raw(normalisedSql('"mobile"')), '=', normalisedValue(input.mobile)).executeTakeFirst();
    if (taken) throw new UsageError(`An account with mobile ${input.mobile} already exists (id ${String(taken.id)})`);
    const channel = channelOfLevel(input.level as 5 | 6);
    const row = await trx
      .insertInto('user')
      .values({ mobile: input.mobile, nickname: input.nickname, level: input.level, enabled: true, channel, password_hash: passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
    // No actor: the operator at the console. The hash is redacted from the log entry.
    await recordOperation(trx, null, { action: 'create', table: 'user', rowId: Number(row.id), after: row, channel });
    return Number(row.id);
  });
};
