/** Constraint violations of a write, named in the caller's terms (the field's label). */
import type { ResourceDef } from '../../config/types';
import { ApiError } from '../http/errors';
import { apiErrorFromDatabase } from '../http/dbErrors';

const detailColumn = (e: unknown): string | undefined => {
  const detail = (e as { detail?: unknown })?.detail;
  return typeof detail === 'string' ? /^Key \(([a-z0-9_]+)\)=/.exec(detail)?.[1] : undefined;
};

export const mapWriteError = (e: unknown, resource: ResourceDef): unknown => {
  if (e instanceof ApiError) return e;
  const api = apiErrorFromDatabase(e);
  if (!api) return e;
  const column = detailColumn(e);
  const field = column && Object.hasOwn(resource.fields, column) ? resource.fields[column] : undefined;
  if (api.code === 'duplicate' && column) {
    const label = field?.label ?? column;
    return new ApiError('duplicate', 409, { column: label }, { [column]: { code: 'duplicate', params: { column: label } } });
  }
  if (api.code === 'validation' && column) return new ApiError('validation', 422, undefined, { [column]: { key: 'reference' } });
  return api;
};
