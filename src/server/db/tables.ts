/**
 * The database's tables as TypeScript types, derived from the config's field definitions, so
 * Kysely checks every table and column name a query writes and types what comes back
 * (`Db` in ./handle.ts). A field's value type is the one the drivers return (./types.ts):
 * numbers for integers, references, money and decimals, 'YYYY-MM-DD' strings for dates,
 * ISO strings for timestamps, the declared values' union for an enum. A column is nullable
 * unless the migration makes it NOT NULL (./schemaSpec.ts: required, not a singleton's, not
 * optional in history). Columns the database fills (id, version, times, defaults) may be left
 * out of an insert.
 *
 * Tables a server part keeps outside the config (sessions, counters...) are declared by that
 * part, beside its CREATE TABLE, by adding to `ServerTables` (declaration merging):
 *
 *     declare module '../db/tables' { interface ServerTables { session: SessionTable } }
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Channel, FieldDef, FieldType, ResourceDef } from '../../config/types';
import type { appConfig } from '../../instance';

/** What each field type reads as; a new field type fails to compile here until it is given one. */
interface ValueOfType {
  text: string;
  longtext: string;
  integer: number;
  decimal: number;
  money: number;
  boolean: boolean;
  date: string;
  datetime: string;
  enum: string;
  reference: number;
  image: string;
  url: string;
  phone: string;
  idNumber: string;
}
type EveryTypeHasAValue = [FieldType] extends [keyof ValueOfType] ? ([keyof ValueOfType] extends [FieldType] ? true : never) : never;
const everyTypeHasAValue: EveryTypeHasAValue = true;
void everyTypeHasAValue;

/** An enum's declared values (their literal union); any other field, its type's value. */
type ValueOf<F extends FieldDef> = F extends { type: 'enum'; values: readonly { value: infer V extends string }[] } ? V : ValueOfType[F['type']];

/** NOT NULL in the database: required, not a singleton's (created empty), not optional in imported history. */
type NotNull<F, R> = F extends { required: true } ? (F extends { optionalInHistory: true } ? false : R extends { singleton: true } ? false : true) : false;

/** Left out of an insert, the database gives it a value (a default) or null. */
type Column<F extends FieldDef, R> =
  NotNull<F, R> extends true ? (F extends { default: unknown } ? Generated<ValueOf<F>> : ValueOf<F>) : ColumnType<ValueOf<F> | null, ValueOf<F> | null | undefined, ValueOf<F> | null>;

/** A partial date's companion column (./partialDates.ts). */
type PrecisionColumns<Fields> = {
  [K in keyof Fields as Fields[K] extends { type: 'date'; partial: true } ? `${K & string}_precision` : never]: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The columns the server manages on every table (SYSTEM_COLUMNS in src/config/types.ts). */
interface SystemColumns {
  id: Generated<number>;
  version: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One table's columns, from its config block. */
export type TableOf<R extends ResourceDef> = SystemColumns &
  // Optional on insert: the door (src/server/data/door.ts) writes the caller's.
  (R extends { channelScoped: true } ? { channel: ColumnType<Channel, Channel | undefined, Channel> } : unknown) & { [K in keyof R['fields']]: Column<R['fields'][K], R> } & PrecisionColumns<R['fields']>;

/**
 * Every table of a config, by table name. The config's `table` is a plain string to the
 * compiler, so the key names the table: they are the same in this instance (tests/unit/tables.test.ts).
 */
export type TablesOf<C extends Record<string, ResourceDef>> = { [K in keyof C as K extends string ? (string extends K ? never : K) : never]: TableOf<C[K]> };

/** Tables a server part declares itself (see the header). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServerTables {}

/** The database of this instance: the config's tables and the server parts' own. */
export type Tables = TablesOf<typeof appConfig> & ServerTables;

/** A table's name. */
export type TableName = keyof Tables & string;

/** The typed database, as feature code sees it (scoped when it came through the door: src/server/data/door.ts). */
export type TypedDb = Kysely<Tables>;

/** A row of a table as a query reads it whole (`selectAll`). */
export type RowOf<T extends TableName> = Selectable<Tables[T]>;

/** What an insert into a table takes (the database fills what it defaults). */
export type ValuesOf<T extends TableName> = Insertable<Tables[T]>;

/** What an update of a table may set. */
export type PatchOf<T extends TableName> = Updateable<Tables[T]>;
