/** Constraint violations of a write, named in the caller's terms (the field's label). */
import type { ResourceDef } from '../../config/types';
import { ApiError } from '../http/errors';
import { apiErrorFromDatabase } from '../http/dbErrors';
import { normalisedUniqueIndexName, uniqueIndexName } from '../db/names';

/**
 * The field a constraint violation is about: named in the detail (`Key (code)=...`), or, for
 * the unique indexes on a normalised value (whose detail shows the expression), by the index's name.
 */
const detailColumn = (e: unknown, resource: ResourceDef): string | undefined => {
  const { detail, constraint } = (e ?? {}) as { detail?: unknown; constraint?: unknown };
  const named = typeof detail === 'string' ? /^Key \(([a-z0-9_]+)\)=/.exec(detail)?.[1] : undefined;
  if (named || typeof constraint !== 'string') return named;
  return Object.keys(resource.fields).find(
    (f) => constraint === normalisedUniqueIndexName(resource.table, f) || constraint === uniqueIndexName(resource.table, f),
  );
};

export const mapWriteError = (e: unknown, resource: ResourceDef): unknown => {
  if (e instanceof ApiError) return e;
  const api = apiErrorFromDatabase(e);
  if (!api) return e;
  const column = detailColumn(e, resource);
  const field = column && Object.hasOwn(resource.fields, column) ? resource.fields[column] : undefined;
  if (api.code === 'duplicate' && column) {
    const label = field?.label ?? column;
    // On a channel-scoped table the row holding the value may be the other channel's (a staff
    // mobile): the answer is the same whoever holds it, and does not say that it exists.
    if (resource.channelScoped) {
      const inSentence = typeof label === 'string' ? label : { ...label, en: label.en.toLowerCase(), es: label.es.toLowerCase() };
      return new ApiError('value_unavailable', 409, { column: inSentence }, { [column]: { code: 'value_unavailable', params: { column: inSentence } } });
    }
    return new ApiError('duplicate', 409, { column: label }, { [column]: { code: 'duplicate', params: { column: label } } });
  }
  if (api.code === 'validation' && column) return new ApiError('validation', 422, undefined, { [column]: { key: 'reference' } });
  return api;
};
