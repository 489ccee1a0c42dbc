/**
 * The one error type of the API. Whatever throws it, the app's error handler answers
 * `{status: httpStatus, msg: <translated>, data: {code, fields?}}` with that HTTP status.
 */
import type { ErrorCode } from '../../rules/messages';
import type { Labels } from '../../config/types';
import type { FieldError } from '../../config/validators';

/** A message parameter: plain, or a label translated into the caller's language (a field's name). */
export type ErrorParam = string | number | Labels;

/** A field error that is not a validation rule (e.g. a duplicate value): an error code and its parameters. */
interface CodedFieldError {
  code: ErrorCode;
  params?: Record<string, ErrorParam>;
}

export type AnyFieldError = FieldError | CodedFieldError;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    readonly params?: Record<string, ErrorParam>,
    readonly fields?: Record<string, AnyFieldError>,
  ) {
    super(code);
    this.name = 'ApiError';
  }

  /** Seconds after which a retry may succeed (429, 503): sent as `Retry-After`. */
  retryAfter?: number;
}

/** A refusal that a retry after `seconds` may not meet (too many at once, busy). */
export const retryLater = (code: ErrorCode, httpStatus: 429 | 503, seconds = 1): ApiError => {
  const e = new ApiError(code, httpStatus);
  e.retryAfter = seconds;
  return e;
};

export const badRequest = (): ApiError => new ApiError('bad_request', 400);
export const notFound = (): ApiError => new ApiError('not_found', 404);
export const forbidden = (): ApiError => new ApiError('forbidden', 403);

