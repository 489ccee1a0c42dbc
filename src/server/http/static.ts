/**
 * The built browser app (dist/public) and the not-found answers: a history-mode route such as
 * /order/tombOrderList/123 gets index.html so the app loads and routes itself; an unknown
 * API path gets a 404 envelope; a missing asset file a plain 404.
 *
 * Two more pages have their own HTML and bundle (docs/visits.md): the public booking page
 * (visit.html) answers /visit and /visit/<code>, the data screen (screen.html) answers /screen;
 * the staff screens under /visit (/visit/gate, /visit/admin/..., /visit/driver) stay the staff app's.
 *
 * Only what the browser loads is served: the three HTML files, the hashed bundles under /assets/
 * and the icons every page names (public/: favicon, app icons, the web app manifest).
 * Anything else in dist/public (build metadata, should a build leave it there) is answered
 * like a missing file.
 *
 * The build wrote a brotli (.br) and a gzip (.gz) copy of every text file
 * (scripts/precompress.ts): the browser gets the one it accepts, with Content-Encoding and
 * `Vary: Accept-Encoding`, and nothing is compressed per request. Hashed files under
 * /assets/ never change (cached for a year, immutable); index.html is revalidated each time
 * (no-cache), so a new build is picked up on the next navigation.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ApiError } from './errors';
import { sendError } from './errorHandler';
import { PAGE_FILES, pageFor } from '../../protocol/pages';

const API_PREFIXES = ['/index/', '/api/'];

/** The icons of every page (public/, copied to dist/public by the build); /favicon.ico is asked for by browsers unprompted. */
const ICON_FILES = new Set(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png', '/manifest.webmanifest']);

/** The pages' HTML files (src/protocol/pages.ts: the staff app's and each public page's). */
const HTML_FILES = new Set(PAGE_FILES.map((f) => `/${f}`));

/** The files of dist/ a browser asks for (sendFile names them without the leading slash); a path with a segment starting with a dot never is. */
const isServedFile = (pathname: string): boolean => {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return (
    !path.split('/').some((segment) => segment.startsWith('.')) &&
    (path === '/' || HTML_FILES.has(path) || ICON_FILES.has(path) || /^\/assets\/[^/]+$/.test(path))
  );
};

const isApiPath = (url: string): boolean => {
  const path = url.split('?')[0].toLowerCase();
  return API_PREFIXES.some((p) => path.startsWith(p) || `${path}/` === p);
};

/** A navigation, not a missing file: GET/HEAD without a file extension in the last segment. */
const wantsApp = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const last = request.url.split('?')[0].split('/').pop() ?? '';
  return !isApiPath(request.url) && !last.includes('.');
};

export const installStatic = async (app: FastifyInstance, staticDir: string | undefined): Promise<void> => {
  const root = staticDir ? resolve(staticDir) : undefined;
  const hasApp = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      allowedPath: (pathname) => isServedFile(pathname),
      dotfiles: 'ignore',
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed bundles never change; index.html must be re-read so a new build is picked up; icons may be kept a day.
        const icon = ICON_FILES.has(`/${relative(root, path).split(sep).join('/')}`);
        reply.header('Cache-Control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : icon ? 'public, max-age=86400' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasApp && wantsApp(request)) {
      const page = pageFor(request.url);
      return reply.header('Cache-Control', 'no-cache').sendFile(root && existsSync(join(root, page)) ? page : 'index.html');
    }
    if (isApiPath(request.url) || request.method !== 'GET')
      return sendError(reply, request, new ApiError('unknown_call', 404, { path: request.url.split('?')[0].slice(0, 200) }));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
};
