/**
 * `cascadeFrom` on the server: a record's parents must agree (a plot's room is in the plot's
 * area, its row in its room), on create and on update, and a parent cannot move away from
 * the records under it (a room to another area while its rows and plots stay). The browser's
 * picker only narrows the choices; this is the rule. Parent rows are read FOR SHARE, so a
 * parent moving at the same moment waits for this write (and the other way round).
 */
import { resourceByKey } from '../../config/access';
import type { Labels, ReferenceField, ResourceDef, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { ApiError, type AnyFieldError } from '../http/errors';
import type { Row } from '../hooks/registry';

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** A label as it reads inside a sentence ("the chosen area"): English and Spanish in lower case. */
const inSentence = (l: Labels): Labels => ({ ...l, en: l.en.toLowerCase(), es: l.es.toLowerCase() });

const cascades = (resource: ResourceDef): [string, ReferenceField & { cascadeFrom: NonNullable<ReferenceField['cascadeFrom']> }][] =>
  Object.entries(resource.fields).flatMap(([name, f]) => (f.type === 'reference' && f.cascadeFrom ? [[name, f as ReferenceField & { cascadeFrom: NonNullable<ReferenceField['cascadeFrom']> }]] : []));

/**
 * `record` is the row as it will be (the create's values, or the row before plus the patch);
 * `changed` the keys the write sets. Only the pairs the write touches are checked.
 */
export const checkParents = async (trx: Db, config: ResourcesConfig, resource: ResourceDef, record: Row, changed: readonly string[]): Promise<void> => {
  const errors: Record<string, AnyFieldError> = {};
  for (const [name, field] of cascades(resource)) {
    const { field: parentField, targetField } = field.cascadeFrom;
    if (!changed.includes(name) && !changed.includes(parentField)) continue;
    if (!present(record[name]) || !present(record[parentField])) continue;
    const target = resourceByKey(field.resource, config);
    if (!target) continue;
    const row = await trx.selectFrom(target.table).select(targetField).where('id', '=', Number(record[name])).forShare().executeTakeFirst();
    // A missing target is the reference check's to report.
    if (row && Number(row[targetField]) !== Number(record[parentField])) {
      const parentLabel = resource.fields[parentField]?.label;
      errors[name] = { code: 'parent_mismatch', params: { parent: parentLabel ? inSentence(parentLabel) : parentField } };
    }
  }
  if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
};

/**
 * An update of `key`'s row that changes a column other records cascade from (a room's area)
 * is refused while records under it still name the old value (its rows and plots).
 */
export const checkChildren = async (trx: Db, config: ResourcesConfig, key: string, before: Row, patch: Row): Promise<void> => {
  const errors: Record<string, AnyFieldError> = {};
  for (const child of Object.values(config))
    for (const [name, field] of cascades(child)) {
      if (field.resource !== key) continue;
      const { field: parentField, targetField } = field.cascadeFrom;
      if (!(targetField in patch) || Number(patch[targetField]) === Number(before[targetField]) || errors[targetField]) continue;
      const stale = await trx
        .selectFrom(child.table)
        .select('id')
        .where(name, '=', Number(before.id))
        .where(parentField, '<>', Number(patch[targetField]))
        .limit(1)
        .executeTakeFirst();
      if (stale) errors[targetField] = { code: 'children_mismatch', params: { children: inSentence(child.label) } };
    }
  if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
};
