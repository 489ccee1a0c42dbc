/** Security headers on every answer, API and static alike. */
import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  // blob: the work photos, fetched with the session header and shown from object URLs.
  "img-src 'self' data: https: blob:",
  // MUI (emotion) injects style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  // The work calendar's icon font comes embedded in FullCalendar's styles as a data: URL; fonts
  // from other origins stay refused.
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const installSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    // Only over https (directly, or as a trusted proxy reports it): HSTS on plain http would be ignored or harmful.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
};
