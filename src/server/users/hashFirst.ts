/**
 * A new password is hashed before the write's transaction opens, never inside it: a hash takes
 * about a second, and on the embedded database a transaction holds the only connection, so
 * everybody else's reads would wait for it (issue 12 item 2). The calls that write users (the
 * admin family, the REST view, the generic update, create_user and the password reset) pass
 * the record through `hashPasswordFirst`; the `user` hooks (./hooks.ts) then store the hash it
 * made. The checks stay where they were: someone who may not manage users, or a weak password,
 * gets no hash here and is refused by the hooks as before.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { hashPassword } from '../auth/password';
import { acceptNewPassword } from '../auth/policy';
import { resolveTable } from '../data/resolve';
import { isPlainObject } from '../query/refuse';
import { isUserManager } from './rules';

/** A password already hashed (no client can send one: JSON has no classes). */
export class HashedPassword {
  constructor(readonly hash: string) {}
}

const isUserTable = (app: FastifyInstance, table: unknown): boolean => {
  try {
    return resolveTable(app, table).table === 'user';
  } catch {
    // An unknown table: the write refuses it by itself.
    return false;
  }
};

/** `record` with its `password` hashed when it is a user record a manager writes; otherwise as it came. */
export const hashPasswordFirst = async (app: FastifyInstance, actor: Actor, table: unknown, record: unknown): Promise<unknown> => {
  if (!isPlainObject(record) || typeof record.password !== 'string' || !isUserManager(actor) || !isUserTable(app, table)) return record;
  let password: string;
  try {
    password = acceptNewPassword(record.password);
  } catch {
    // The hooks refuse it in their turn, after the record's other checks.
    return record;
  }
  // A signed-in manager's share of the hashing line, on the account's lane (../auth/password.ts):
  // at most its share at once, the rest refused before the write starts.
  return { ...record, password: new HashedPassword(await hashPassword(password, undefined, { account: actor.userId })) };
};
