/**
 * What an import batch went into, named in the user's language (docs/import.md, "Batches"):
 * `import_batch.table_name` is an enum of every table of the config and the register, with the
 * resources' own labels, so the batches list, its filter and the batch page show "Plots" or
 * "墓位" where the database keeps `tomb_burialslot`. Derived from the config (one place per
 * fact): a new resource is a new value, and the schema's check follows (src/server/db/migrate.ts).
 */
import { enumValue } from '../config/define';
import { REGISTER_LABEL, REGISTER_TABLE } from './registerKeys';
import type { EnumValue, ResourcesConfig } from '../config/types';

const TABLE_COLOR = '#409eff';
const REGISTER_COLOR = '#6959cd';

export const importTargets = (config: ResourcesConfig): EnumValue[] => {
  const seen = new Set<string>([REGISTER_TABLE]);
  const values: EnumValue[] = [];
  for (const r of Object.values(config)) {
    if (seen.has(r.table)) continue;
    seen.add(r.table);
    values.push(enumValue(r.table, TABLE_COLOR, r.label));
  }
  return [...values, enumValue(REGISTER_TABLE, REGISTER_COLOR, REGISTER_LABEL)];
};

/** The config with `import_batch.table_name` made that enum (a config without import batches is returned as it is). */
export const withImportTargets = <T extends ResourcesConfig>(config: T): T => {
  const batch = config.import_batch;
  const field = batch?.fields.table_name;
  if (!batch || !field) return config;
  const { label, help, list, filter, sortable } = field;
  const named = { type: 'enum' as const, label, help, list, filter, sortable, readOnly: true, values: importTargets(config) };
  return { ...config, import_batch: { ...batch, fields: { ...batch.fields, table_name: named } } };
};
