/**
 * The three HTML pages the server answers a navigation with (docs/visits.md): the public
 * booking page (visit.html) for /visit and /visit/<code>, the data screen (screen.html) for
 * /screen, the staff app (index.html) for everything else, its own screens under /visit
 * (/visit/gate, /visit/admin/..., /visit/driver) included. The server picks the file by it;
 * the staff app's sign-in loads another page in full rather than routing to it inside itself.
 */
/** The staff app's own screens under /visit. */
const STAFF_VISIT_PATHS = /^\/visit\/(gate|driver|admin)(\/|$)/i;
/** The staff app's own screen under /memorial (the families' queues). */
const STAFF_MEMORIAL_PATHS = /^\/memorial\/moderation\/?$/i;

/**
 * The public pages (the public-page kit's entry list): each an HTML entry of its own bundle
 * (`entry`: its name in the build, vite.config.ts), the paths it answers, and nothing of the
 * staff app (scripts/staffChunk.ts keeps their modules out of the staff chunk). The next public
 * page is one line here, its HTML file and its folder of src/app.
 */
export const PUBLIC_PAGES = [
  { file: 'visit.html', entry: 'visit', answers: (path: string) => /^\/visit(\/[^/]*)?\/?$/i.test(path) && !STAFF_VISIT_PATHS.test(path) },
  { file: 'screen.html', entry: 'screen', answers: (path: string) => /^\/screen\/?$/i.test(path) },
  // A pay link (docs/payments.md): /pay/<code>, no sign-in.
  { file: 'pay.html', entry: 'pay', answers: (path: string) => /^\/pay\/[^/]+\/?$/i.test(path) },
  // The family's account (docs/families.md): /family, no staff sign-in.
  { file: 'family.html', entry: 'family', answers: (path: string) => /^\/family\/?$/i.test(path) },
  // A memorial page (docs/families.md): /memorial/<code>; the staff's /memorial/moderation is the staff app's.
  { file: 'memorial.html', entry: 'memorial', answers: (path: string) => /^\/memorial\/[^/]+\/?$/i.test(path) && !STAFF_MEMORIAL_PATHS.test(path) },
  // Find a grave (docs/map.md): /find, no sign-in; the deceased the family made findable, and the way there.
  { file: 'find.html', entry: 'find', answers: (path: string) => /^\/find\/?$/i.test(path) },
] as const;

export type PageFile = (typeof PUBLIC_PAGES)[number]['file'] | 'index.html';

/** Every HTML file the server serves: the staff app's and the public pages'. */
export const PAGE_FILES: readonly PageFile[] = ['index.html', ...PUBLIC_PAGES.map((p) => p.file)];

/** Which HTML page a navigation to `url` (path and query) gets. */
export const pageFor = (url: string): PageFile => {
  const path = url.split('?')[0];
  return PUBLIC_PAGES.find((p) => p.answers(path))?.file ?? 'index.html';
};
