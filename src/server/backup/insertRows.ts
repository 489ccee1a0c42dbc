/**
 * Batched inserts: one statement per batch, the rows passed as a single JSON parameter and
 * turned into typed rows by json_populate_recordset, which reads each text value with the
 * column type's own input function (the exact inverse of the export's ::text).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { quoteIdent } from '../db/names';
import type { RowValues, TableInfo } from './format';

/** Flush before a batch's JSON grows past this, whatever the row count (rows may hold long texts). */
const MAX_BATCH_CHARS = 8_000_000;

export class RowInserter {
  private json: string[] = [];
  private chars = 0;
  private readonly keys: string[];
  /** The statement up to its one parameter, the rows. */
  private readonly prefix: string;

  constructor(
    private readonly trx: Db,
    table: TableInfo,
    private readonly batchSize: number,
  ) {
    this.keys = table.columns.map((c) => JSON.stringify(c.name));
    const cols = table.columns.map((c) => quoteIdent(c.name)).join(', ');
    const t = quoteIdent(table.name);
    // Identifiers come from the checked catalog and are quoted; the rows go as a bound parameter.
    this.prefix = `insert into ${t} (${cols}) select ${cols} from json_populate_recordset(null::${t}, `;
  }

  async add(values: RowValues): Promise<void> {
    const item = `{${values.map((v, i) => `${this.keys[i]}:${JSON.stringify(v)}`).join(',')}}`;
    this.json.push(item);
    this.chars += item.length;
    if (this.json.length >= this.batchSize || this.chars >= MAX_BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.json.length === 0) return;
    const payload = `[${this.json.join(',')}]`;
    this.json = [];
    this.chars = 0;
    await sql`${sql.raw(this.prefix)}${payload}::json)`.execute(this.trx);
  }
}
