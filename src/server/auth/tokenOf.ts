/**
 * The session token of a request: the X-Token header, and nothing else. A cookie is sent by
 * the browser on its own, with any request to this site (a form posted from elsewhere
 * included), so no cookie ever opens a session here: every call, logout included, must carry
 * the header, which only this app's own scripts set (another site cannot, without CORS, which
 * this server does not grant). The browser keeps the token in its `Admin-Token` cookie, as the
 * legacy client does, only to set that header (docs/auth.md).
 */
import type { FastifyRequest } from 'fastify';

const TOKEN_HEADER = 'x-token';

export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader?.trim() || undefined;
};
