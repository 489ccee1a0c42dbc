/**
 * Where a partial date lives in the database (docs/configuration.md, `partial`): the field's
 * own `date` column keeps the earliest day the value covers (so sorting, filters, range
 * statistics and indexes work as on any date) and `<name>_precision` keeps how much of it the
 * register knew: null for a day, else 'month', 'year' or 'about' (src/config/dates.ts).
 * Writes split the canonical value here; reads compose it back here (rows read whole, through
 * composePartialDates) or in SQL (the generic query's selected columns, partialDateSql), so
 * the generic query, the REST view, exports and prints all get the canonical string.
 */
import { sql, type RawBuilder } from 'kysely';
import { DATE_PRECISIONS, parsePartialDate, partialDateValue, type DatePrecision } from '../../config/dates';
import type { FieldDef, ResourceDef } from '../../config/types';
/** A row as read from the database. */
type Row = Record<string, unknown>;

/** The companion column of a partial date field. */
export const precisionColumn = (name: string): string => `${name}_precision`;

export const isPartialField = (field: FieldDef | undefined): boolean => field?.type === 'date' && field.partial === true;

/** The precisions the companion column may hold (a day is null there, as in rows written before). */
export const STORED_PRECISIONS: readonly DatePrecision[] = DATE_PRECISIONS.filter((p) => p !== 'day');

/** A validated canonical value as its two columns; null stays null in both. */
export const splitPartialDate = (value: unknown): { day: string | null; precision: DatePrecision | null } => {
  const p = parsePartialDate(value);
  if (!p) return { day: null, precision: null };
  return { day: p.day, precision: p.precision === 'day' ? null : p.precision };
};

const isStoredPrecision = (v: unknown): v is DatePrecision => typeof v === 'string' && (STORED_PRECISIONS as readonly string[]).includes(v);

/**
 * A row read whole (selectAll, returningAll) with each partial date as its canonical value
 * and without the companion columns; rows without them are returned as they are.
 */
export const composePartialDates = (resource: ResourceDef, row: Row): Row => {
  let out: Row | undefined;
  for (const [name, field] of Object.entries(resource.fields)) {
    const column = precisionColumn(name);
    if (!isPartialField(field) || !Object.hasOwn(row, column)) continue;
    out ??= { ...row };
    const day = row[name];
    const precision = row[column];
    if (typeof day === 'string' && isStoredPrecision(precision)) out[name] = partialDateValue(day, precision);
    delete out[column];
  }
  return out ?? row;
};

/** The canonical value of a partial date column in SQL, for a selected column: '1923-11', '~1879', the day. */
export const partialDateSql = (alias: string, column: string): RawBuilder<string | null> => {
  const day = sql.ref(`${alias}.${column}`);
  const precision = sql.ref(`${alias}.${precisionColumn(column)}`);
  return sql<string | null>`case ${precision} when 'month' then to_char(${day}, 'YYYY-MM') when 'year' then to_char(${day}, 'YYYY') when 'about' then '~' || to_char(${day}, 'YYYY') else to_char(${day}, 'YYYY-MM-DD') end`;
};
