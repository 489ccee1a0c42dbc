/** What leaves the server of a row: never a hidden field (password hashes); partial dates as their canonical value. */
import type { ResourceDef } from '../../config/types';
import { composePartialDates } from '../db/partialDates';
import type { Row } from '../hooks/registry';

export const publicRow = (resource: ResourceDef, row: Row): Row => {
  const out: Row = {};
  for (const [k, v] of Object.entries(composePartialDates(resource, row))) {
    const field = Object.hasOwn(resource.fields, k) ? resource.fields[k] : undefined;
    if (!field?.hidden) out[k] = v;
  }
  return out;
};
