/** Apply the backup's text settings for the current transaction only (set_config(..., true) is SET LOCAL). */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { TEXT_SETTINGS } from './format';

export const applyTextSettings = async (trx: Db): Promise<void> => {
  for (const [name, value] of TEXT_SETTINGS) await sql`select set_config(${name}, ${value}, true)`.execute(trx);
};
