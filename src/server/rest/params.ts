/**
 * ra-data-simple-rest's query string: `sort=["field","ASC"]`, `range=[start,end]` and
 * `filter={...}`, each JSON, parsed strictly (anything else is a 400, never a 500).
 */
import { MAX_PAGE_SIZE } from '../../protocol/wire';
import { ApiError } from '../http/errors';
import { refuseNul } from '../http/jsonBody';

export interface RestListParams {
  sort?: { field: string; order: string };
  /** Inclusive row offsets; undefined = the first page of the largest size. */
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

/** A range longer than this is refused: the server pages it in chunks, but not without bound. */
const MAX_REST_RANGE = 50 * MAX_PAGE_SIZE;

const json = (raw: unknown, name: string): unknown => {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > 20_000) throw new ApiError('bad_value', 400, { column: name });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError('bad_value', 400, { column: name });
  }
  return refuseNul(value);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const parseListParams = (query: Record<string, unknown>): RestListParams => {
  const sort = json(query.sort, 'sort');
  const range = json(query.range, 'range');
  const filter = json(query.filter, 'filter') ?? {};
  const out: RestListParams = { filter: {} };
  if (sort !== undefined) {
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase()))
      throw new ApiError('bad_order_by', 400);
    out.sort = { field: sort[0], order: String(sort[1]).toUpperCase() };
  }
  if (range !== undefined) {
    const ok = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n) && n >= 0) && range[1] >= range[0];
    if (!ok || range[1] - range[0] + 1 > MAX_REST_RANGE) throw new ApiError('bad_value', 400, { column: 'range' });
    out.range = { start: range[0], end: range[1] };
  }
  if (!isObject(filter)) throw new ApiError('bad_value', 400, { column: 'filter' });
  out.filter = filter;
  return out;
};
