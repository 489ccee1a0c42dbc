/**
 * What the config asks of the database: for each table its columns with SQL types,
 * nullability and defaults, its constraints and indexes. Pure: no database access, so the
 * migration's decisions can be read (and tested) apart from the catalog queries.
 */
import type { FieldDef, ResourceDef, ResourcesConfig } from '../../config/types';
import { CHANNEL_COLUMN, SYSTEM_COLUMNS } from '../../config/types';
import { IDENTIFIER_RE, quoteLiteral } from './names';
import { unreachable } from '../../config/exhaustive';
import { isPartialField, precisionColumn, STORED_PRECISIONS } from './partialDates';

/** Postgres type as information_schema reports it, plus the DDL spelling. */
interface SqlType {
  ddl: string;
  dataType: string;
  precision?: number;
  scale?: number;
}

export interface ColumnSpec {
  name: string;
  type: SqlType;
  notNull: boolean;
  /** SQL default expression, or undefined. */
  default?: string;
  unique: boolean;
  /** Unique on the normalised value (case and spaces ignored): text columns (names, codes, mobiles). */
  normalised: boolean;
  enumValues?: readonly string[];
  reference?: { table: string; onDelete: 'restrict' | 'cascade' | 'set null' };
  index: boolean;
}

export interface TableSpec {
  key: string;
  table: string;
  resource: ResourceDef;
  columns: ColumnSpec[];
  indexes: (readonly string[])[];
  channelScoped: boolean;
  singleton: boolean;
  updatedOften: boolean;
}

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

const TEXT: SqlType = { ddl: 'text', dataType: 'text' };
const INTEGER: SqlType = { ddl: 'integer', dataType: 'integer' };
const numeric = (precision: number, scale: number): SqlType => ({
  ddl: `numeric(${precision},${scale})`,
  dataType: 'numeric',
  precision,
  scale,
});

/**
 * Text-like fields are `text`: lengths are enforced by the shared validators, so changing a
 * maxLength in the config never needs a type change.
 */
const sqlTypeOf = (field: FieldDef): SqlType => {
  switch (field.type) {
    case 'text':
    case 'longtext':
    case 'enum':
    case 'image':
    case 'url':
    case 'phone':
    case 'idNumber':
      return TEXT;
    case 'integer':
    case 'reference':
      return INTEGER;
    case 'money':
      return numeric(14, 2);
    case 'decimal': {
      // Twelve integer digits, like money, so the validators' largest value always fits.
      const scale = field.scale ?? 2;
      return numeric(12 + scale, scale);
    }
    case 'boolean':
      return { ddl: 'boolean', dataType: 'boolean' };
    case 'date':
      return { ddl: 'date', dataType: 'date' };
    case 'datetime':
      return { ddl: 'timestamptz', dataType: 'timestamp with time zone' };
    default: {
      const unknownType: never = field;
      throw new MigrationError(`Unknown field type ${JSON.stringify(unknownType)}`);
    }
  }
};

const defaultSql = (field: FieldDef): string | undefined => {
  if (!('default' in field) || field.default === undefined) return undefined;
  switch (field.type) {
    case 'date':
      return 'current_date';
    case 'datetime':
      return 'now()';
    case 'boolean':
      return field.default ? 'true' : 'false';
    case 'integer':
    case 'money':
    case 'decimal':
      return String(field.default);
    case 'text':
    case 'longtext':
    case 'enum':
      return quoteLiteral(field.default);
    default:
      return unreachable(field);
  }
};

/** A system column the database fills: never null, no unique rule, no index. */
const systemColumn = (name: string, type: SqlType, defaultSql: string): ColumnSpec => ({ name, type, notNull: true, default: defaultSql, unique: false, normalised: false, index: false });

export const SYSTEM_COLUMN_SPECS: readonly ColumnSpec[] = [
  systemColumn('version', INTEGER, '1'),
  systemColumn('created_at', { ddl: 'timestamptz', dataType: 'timestamp with time zone' }, 'now()'),
  systemColumn('updated_at', { ddl: 'timestamptz', dataType: 'timestamp with time zone' }, 'now()'),
];

export const CHANNEL_SPEC: ColumnSpec = {
  name: CHANNEL_COLUMN,
  type: TEXT,
  notNull: true,
  unique: false,
  normalised: false,
  index: false,
};

const columnOf = (table: string, name: string, field: FieldDef, resource: ResourceDef, config: ResourcesConfig): ColumnSpec => {
  if (!IDENTIFIER_RE.test(name)) throw new MigrationError(`Table ${table}: the field name "${name}" is not a valid column name`);
  if ((SYSTEM_COLUMNS as readonly string[]).includes(name) || name === CHANNEL_COLUMN)
    throw new MigrationError(`Table ${table}: "${name}" is a system column and cannot be declared as a field`);
  let reference: ColumnSpec['reference'];
  if (field.type === 'reference') {
    const target = Object.prototype.hasOwnProperty.call(config, field.resource) ? config[field.resource] : undefined;
    if (!target) throw new MigrationError(`Table ${table}, column ${name}: it references "${field.resource}", which the config does not declare`);
    reference = { table: target.table, onDelete: field.onDelete ?? 'restrict' };
    // A join shows what joinFields names: a typo or a hidden field there is a config mistake, said at start.
    const wrong = (field.joinFields ?? []).find((f) => !Object.hasOwn(target.fields, f) || target.fields[f].hidden);
    if (wrong !== undefined)
      throw new MigrationError(`Table ${table}, column ${name}: joinFields names "${wrong}", which ${target.table} does not have or hides`);
  }
  return {
    name,
    type: sqlTypeOf(field),
    // A singleton's row is created empty at start; its required fields are enforced by validation.
    // A field optional in imported history is required by a CHECK instead (src/server/history/schema.ts).
    notNull: Boolean(field.required) && !resource.singleton && !field.optionalInHistory,
    default: defaultSql(field),
    unique: Boolean(field.unique),
    normalised: Boolean(field.unique) && sqlTypeOf(field) === TEXT && field.type !== 'enum',
    enumValues: field.type === 'enum' ? field.values.map((v) => v.value) : undefined,
    reference,
    index: Boolean(field.index) || field.type === 'reference',
  };
};

/** The companion column of a partial date: how much of the date the register knew (src/server/db/partialDates.ts). */
const precisionSpec = (table: string, name: string, resource: ResourceDef): ColumnSpec => {
  const column = precisionColumn(name);
  if (Object.hasOwn(resource.fields, column)) throw new MigrationError(`Table ${table}: "${column}" is the column of ${name}'s precision and cannot be declared as a field`);
  return { name: column, type: TEXT, notNull: false, unique: false, normalised: false, enumValues: STORED_PRECISIONS, index: false };
};

/** The tables in an order where every referenced table comes before the tables referring to it (cycles keep config order). */
const referenceOrder = (specs: TableSpec[]): TableSpec[] => {
  const byTable = new Map(specs.map((s) => [s.table, s]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: TableSpec[] = [];
  const visit = (s: TableSpec): void => {
    if (done.has(s.table) || visiting.has(s.table)) return;
    visiting.add(s.table);
    for (const c of s.columns) {
      const target = c.reference && byTable.get(c.reference.table);
      if (target) visit(target);
    }
    visiting.delete(s.table);
    done.add(s.table);
    out.push(s);
  };
  specs.forEach(visit);
  return out;
};

export const schemaSpec = (config: ResourcesConfig): TableSpec[] => {
  const seen = new Set<string>();
  const specs = Object.entries(config).map(([key, resource]): TableSpec => {
    const { table } = resource;
    if (!IDENTIFIER_RE.test(table)) throw new MigrationError(`Resource ${key}: "${table}" is not a valid table name`);
    if (seen.has(table)) throw new MigrationError(`Resource ${key}: the table ${table} is declared twice`);
    seen.add(table);
    const columns = Object.entries(resource.fields).flatMap(([name, field]) => {
      const column = columnOf(table, name, field, resource, config);
      return isPartialField(field) ? [column, precisionSpec(table, name, resource)] : [column];
    });
    const known = new Set(['id', ...SYSTEM_COLUMNS, ...(resource.channelScoped ? [CHANNEL_COLUMN] : []), ...columns.map((c) => c.name)]);
    for (const index of resource.indexes ?? []) {
      const missing = index.find((c) => !known.has(c));
      if (missing !== undefined || index.length === 0)
        throw new MigrationError(`Table ${table}: the index (${index.join(', ')}) names the unknown column "${missing ?? ''}"`);
    }
    return {
      key,
      table,
      resource,
      columns,
      indexes: [...(resource.indexes ?? [])],
      channelScoped: resource.channelScoped,
      singleton: Boolean(resource.singleton),
      updatedOften: Boolean(resource.updatedOften),
    };
  });
  return referenceOrder(specs);
};
