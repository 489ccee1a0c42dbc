/** The session token of a request: the X-Token header the app sends, else the Admin-Token cookie it keeps. */
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../http/cookieValue';

export const TOKEN_HEADER = 'x-token';
export const TOKEN_COOKIE = 'Admin-Token';

export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader?.trim() || cookieValue(request.headers.cookie, TOKEN_COOKIE) || undefined;
};
