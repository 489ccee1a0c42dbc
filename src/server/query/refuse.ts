/** The parser's refusals: each names what was wrong when the name is safe to repeat. */
import { ApiError } from '../http/errors';

const IDENT_ECHO_RE = /^[A-Za-z_][A-Za-z0-9_.*]{0,63}$/;

/** Repeat a client token in a message only when it looks like an identifier (never free text). */
export const echo = (token: unknown): string => (typeof token === 'string' && IDENT_ECHO_RE.test(token) ? token : '?');

export const unknownKey = (key: string): ApiError => new ApiError('unknown_key', 400, { key: echo(key) });
export const unknownTable = (table: unknown): ApiError => new ApiError('unknown_table', 400, { table: echo(table) });
export const unknownColumn = (column: unknown): ApiError => new ApiError('unknown_column', 400, { column: echo(column) });
export const unknownJoin = (join: unknown): ApiError => new ApiError('unknown_join', 400, { join: echo(join) });
export const badOperator = (op: unknown): ApiError =>
  new ApiError('bad_operator', 400, { op: typeof op === 'string' && /^[a-zA-Z<>=! ]{1,12}$/.test(op) ? op : '?' });
export const badValue = (column: string): ApiError => new ApiError('bad_value', 400, { column: echo(column) });
/** More values in the conditions than one statement may bind. */
export const tooManyValues = (max: number): ApiError => new ApiError('too_many_values', 400, { max });
/** A request whose estimated work is beyond the limit (./cost.ts): said in units per row of the main table. */
export const queryTooCostly = (cost: number, max: number): ApiError => new ApiError('query_too_costly', 400, { cost, max });
export const badOrderBy = (): ApiError => new ApiError('bad_order_by', 400);
export const malformed = (): ApiError => new ApiError('bad_request', 400);

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Refuse any own key outside `allowed`. */
export const onlyKeys = (body: Record<string, unknown>, allowed: readonly string[]): void => {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) throw unknownKey(key);
};
