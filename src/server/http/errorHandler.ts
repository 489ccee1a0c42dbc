/**
 * Every failure becomes the envelope `{status, msg, data: {code, fields?}}` in the caller's
 * language, with the same HTTP status. Unexpected errors answer 500 `internal`: the detail
 * (stack, SQL) goes to the server log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_FIELD } from '../../rules/messages';
import type { Envelope, ErrorData } from '../../protocol/wire';
import { apiErrorFromDatabase } from './dbErrors';
import { ApiError } from './errors';
import { langOf } from './lang';
import type { Lang } from '../../config/types';
import { translateError, translateFields } from './translate';

const errorEnvelope = (error: ApiError, lang: Lang): Envelope<ErrorData> => {
  const data: ErrorData = { code: error.code };
  // A refusal about one field (a full plot) is put on it even when the rule named none.
  const field = ERROR_FIELD[error.code];
  const fields = error.fields ?? (field ? { [field]: { code: error.code, params: error.params } } : undefined);
  if (fields) data.fields = translateFields(fields, lang);
  return { status: error.httpStatus, msg: translateError(error.code, lang, error.params), data };
};

/** Fastify's own client errors (bad JSON, body too large, wrong content type). */
const fromFastify = (error: FastifyError): ApiError | undefined => {
  const status = error.statusCode;
  if (status === 413) return new ApiError('payload_too_large', 413);
  if (status !== undefined && status >= 400 && status < 500) return new ApiError('bad_request', status);
  return undefined;
};

export const sendError = (reply: FastifyReply, request: FastifyRequest, error: ApiError): FastifyReply => {
  if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
  return reply
    .code(error.httpStatus).type('application/json; charset=utf-8').send(errorEnvelope(error, langOf(request)));
};

/** The HTTP status and envelope a thrown error is answered with (the handler below sends the same). */
export const errorAnswer = (error: unknown, lang: Lang): { http: number; body: Envelope<ErrorData> } => {
  const known = error instanceof ApiError ? error : (apiErrorFromDatabase(error) ?? fromFastify(error as FastifyError));
  const api = known ?? new ApiError('internal', 500);
  return { http: api.httpStatus, body: errorEnvelope(api, lang) };
};

export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : (apiErrorFromDatabase(error) ?? fromFastify(error));
    if (known) {
      // A full queue, a busy pool or a timed-out query is load, not a fault: a warning, not an error.
      if (known.httpStatus >= 500) {
        if (known.retryAfter === undefined) request.log.error({ err: error }, 'request failed');
        else request.log.warn({ code: known.code }, 'refused under load');
      }
      return sendError(reply, request, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, request, new ApiError('internal', 500));
  });
};
