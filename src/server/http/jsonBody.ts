/**
 * The one decoder of every JSON body (docs/protocol.md, "Text"): Fastify's own parser (with
 * prototype poisoning refused), then every string and key of the value checked. A NUL
 * character (U+0000) is refused with a translated 400 `text_nul` before any route sees it:
 * PostgreSQL's text cannot hold it, so it would otherwise end as a 500 deep in a write or a
 * search. A `%00` in the URL (path or query) is refused the same way.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

const NUL = '\u0000';
const NUL_IN_URL = /%00/i;

/** Whether a parsed JSON value holds a NUL in any string or key (iterative: the depth is the body's). */
export const holdsNul = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes(NUL)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes(NUL)) return true;
        stack.push(item);
      }
    }
  }
  return false;
};

const nulRefused = (): ApiError => new ApiError('text_nul', 400);

/** The value as decoded, or a 400 `text_nul`: for JSON that comes another way than a body (the REST view's query). */
export const refuseNul = <T>(value: T): T => {
  if (holdsNul(value)) throw nulRefused();
  return value;
};

export const installJsonBody = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error: Error | null, value?: unknown) => {
      if (error) done(error, undefined);
      else if (holdsNul(value)) done(nulRefused(), undefined);
      else done(null, value);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw nulRefused();
  });
};
