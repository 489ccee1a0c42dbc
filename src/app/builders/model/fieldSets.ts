/**
 * Which config fields appear where, with the defaults documented in src/config/types.ts:
 * list columns (default on, except longtext and hidden), filters (opt-in), form inputs
 * (default on; read-only fields are shown but not editable, and not at all on create).
 */
import { localDay } from '../../../config/dates';
import type { FieldDef, ResourceDef } from '../../../config/types';

export type NamedField = readonly [name: string, field: FieldDef];

const entries = (resource: ResourceDef): NamedField[] => Object.entries(resource.fields).filter(([, f]) => !f.hidden);

export const listFields = (resource: ResourceDef): NamedField[] =>
  entries(resource).filter(([, f]) => f.list ?? f.type !== 'longtext');

/** Fields that can be chosen as columns but start hidden: the rest of the readable ones. */
export const optionalColumns = (resource: ResourceDef): NamedField[] =>
  entries(resource).filter(([, f]) => !(f.list ?? f.type !== 'longtext'));

export const filterFields = (resource: ResourceDef): NamedField[] => entries(resource).filter(([, f]) => f.filter);

export const formFields = (resource: ResourceDef, mode: 'create' | 'edit'): NamedField[] =>
  entries(resource).filter(([, f]) => (f.form ?? true) && !(mode === 'create' && f.readOnly));

export const showFields = (resource: ResourceDef): NamedField[] => entries(resource);

/** Initial values of a create form, from the config defaults ('today' and 'now' resolved here). */
export const createDefaults = (resource: ResourceDef, now: Date = new Date()): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, f] of formFields(resource, 'create')) {
    if (!('default' in f) || f.default === undefined) continue;
    // The calendar day where the user is, not in UTC: a form opened at 7 am in Beijing means today.
    if (f.default === 'today') out[name] = localDay(now);
    else if (f.default === 'now') out[name] = now.toISOString();
    else out[name] = f.default;
  }
  return out;
};
