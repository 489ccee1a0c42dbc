/**
 * The server's signing secret for device cookies and sign-in challenges (./deviceCookie.ts,
 * ./loginChallenge.ts): 32 random bytes made once per database and kept in it (`auth_secret`,
 * not in the config, so never reachable through the generic query, and not in backups: a restored
 * database makes a new one and every browser is an unknown device once). Every instance on the
 * database reads the same one. It is never logged nor sent.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TypedDb } from '../db/tables';

const NAME = 'signing';

/** The secret, made on first use; concurrent first starts agree on one (ON CONFLICT DO NOTHING, then read). */
export const loadSigningSecret = async (db: TypedDb): Promise<Buffer> => {
  await sql`INSERT INTO auth_secret (name, value) VALUES (${NAME}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`.execute(db);
  const { rows } = await sql<{ value: string }>`SELECT value FROM auth_secret WHERE name = ${NAME}`.execute(db);
  return Buffer.from(rows[0].value, 'base64url');
};
