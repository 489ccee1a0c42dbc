/** The session token of a request: the X-Token header the app sends, else the Admin-Token cookie it keeps. */
import type { FastifyRequest } from 'fastify';

export const TOKEN_HEADER = 'x-token';
export const TOKEN_COOKIE = 'Admin-Token';

const cookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader?.trim() || cookie(request.headers.cookie, TOKEN_COOKIE) || undefined;
};
