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
 *
 * The staff app's page (index.html) is served with the cemetery's name from the settings in its
 * title, its first paint and a `cemetery-name` meta the login page reads: a fresh browser shows
 * the name from the first paint, not the product's. It is therefore never sent as a stored
 * (precompressed) file.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ApiError } from './errors';
import { sendError } from './errorHandler';
import { PAGE_FILES, pageFor } from '../../protocol/pages';
import { typedHandle } from '../db/handle';

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
    // '/' and /index.html are the app's page, written with the cemetery's name (appPage), never the stored file.
    (path !== '/index.html' && (HTML_FILES.has(path) || ICON_FILES.has(path) || /^\/assets\/[^/]+$/.test(path)))
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
      // '/' and index.html are the app's page, written with the cemetery's name (appPage).
      index: false,
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
  app.setNotFoundHandler(async (request, reply) => {
    const indexFile = request.url.split('?')[0] === '/index.html' && (request.method === 'GET' || request.method === 'HEAD');
    if (hasApp && root && (wantsApp(request) || indexFile)) {
      const page = indexFile ? 'index.html' : pageFor(request.url);
      reply.header('Cache-Control', 'no-cache');
      if (page !== 'index.html' && existsSync(join(root, page))) return reply.sendFile(page);
      const html = await appPage(app, root);
      // The app page is a few kB: compressed on the fly as the build pre-compresses the other files.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
      if (/\bbr\b/.test(accepts))
        return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    }
    if (isApiPath(request.url) || request.method !== 'GET')
      return sendError(reply, request, new ApiError('unknown_call', 404, { path: request.url.split('?')[0].slice(0, 200) }));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page with the cemetery's name in its title, its first paint's heading and its `cemetery-name` meta. */
export const withCemeteryName = (html: string, name: string): string => {
  const text = escapeHtml(name);
  return html
    .replace(/<meta name="cemetery-name" content="[^"]*"\s*\/?>/, `<meta name="cemetery-name" content="${text}" />`)
    .replace(/<title>[^<]*<\/title>/, `<title>${text}</title>`)
    .replace(/<h1>[^<]*<\/h1>/, `<h1>${text}</h1>`);
};

/** index.html as built (read each time: a new build is picked up), with the settings' cemetery name when there is one. */
const appPage = async (app: FastifyInstance, root: string): Promise<string> => {
  const html = await readFile(join(root, 'index.html'), 'utf8');
  const row = await typedHandle(app.database.db)
    .selectFrom('setting')
    .select('cemetery_name')
    .where('id', '=', 1)
    .executeTakeFirst()
    // The page still loads when the database cannot answer: the product's name, as the app would show.
    .catch(() => undefined);
  const name = row?.cemetery_name?.trim() ?? '';
  return name ? withCemeteryName(html, name) : html;
};
