/**
 * The three HTML pages the server answers a navigation with (docs/visits.md): the public
 * booking page (visit.html) for /visit and /visit/<code>, the data screen (screen.html) for
 * /screen, the staff app (index.html) for everything else, its own screens under /visit
 * (/visit/gate, /visit/admin/..., /visit/driver) included. The server picks the file by it;
 * the staff app's sign-in loads another page in full rather than routing to it inside itself.
 */
export type PageFile = 'visit.html' | 'screen.html' | 'index.html';

/** The staff app's own screens under /visit. */
const STAFF_VISIT_PATHS = /^\/visit\/(gate|driver|admin)(\/|$)/i;

/** Which HTML page a navigation to `url` (path and query) gets. */
export const pageFor = (url: string): PageFile => {
  const path = url.split('?')[0];
  if (/^\/screen\/?$/i.test(path)) return 'screen.html';
  if (/^\/visit(\/[^/]*)?\/?$/i.test(path) && !STAFF_VISIT_PATHS.test(path)) return 'visit.html';
  return 'index.html';
};
