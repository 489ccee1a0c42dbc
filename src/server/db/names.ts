/**
 * Identifier quoting and constraint names for DDL. Every identifier that reaches here has
 * already been checked against IDENTIFIER_RE (config names), so quoting only guards
 * reserved words such as "user".
 */

export const IDENTIFIER_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const quoteLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** FNV-1a, 32 bits, hex: short stable suffixes for constraint names. */
const shortHash = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
};

/** Postgres truncates names at 63 bytes; a long name keeps its prefix and gets a hash so it stays unique. */
const fit = (name: string): string => (name.length <= 63 ? name : `${name.slice(0, 54)}_${shortHash(name)}`);

export const uniqueIndexName = (table: string, column: string): string => fit(`uq_${table}_${column}`);
/** The unique index of a text column on its normalised value (see normalisedSql). */
export const normalisedUniqueIndexName = (table: string, column: string): string => fit(`uqn_${table}_${column}`);

/**
 * What "the same value" means for a unique text column: case and white space do not count
 * (`FS` = `fs`, `138 0000 0001` = `13800000001`). Spaces include the ideographic space of
 * Chinese input methods. The SQL form is the index expression; the JS form names duplicates.
 */
export const normalisedSql = (quotedColumn: string): string => `lower(regexp_replace(${quotedColumn}, '[\\s\\u3000]', '', 'g'))`;
export const normalisedValue = (value: string): string => value.replace(/[\s\u3000]/g, '').toLowerCase();
export const indexName = (table: string, columns: readonly string[]): string => fit(`ix_${table}_${columns.join('_')}`);
export const foreignKeyName = (table: string, column: string): string => fit(`fk_${table}_${column}`);
export const channelCheckName = (table: string): string => fit(`ck_${table}_channel`);

/** Enum checks carry a hash of their values, so a changed value list is a new name. */
export const enumCheckBase = (table: string, column: string): string => {
  const base = `ck_${table}_${column}_`;
  return base.length + 8 <= 63 ? base : `ck_${shortHash(`${table}.${column}`)}_`;
};
export const enumCheckName = (table: string, column: string, values: readonly string[]): string =>
  `${enumCheckBase(table, column)}${shortHash(JSON.stringify(values))}`;
