/**
 * The staff app's first-load code as one chunk (vite.config.ts, build.rolldownOptions.output.
 * codeSplitting). Left alone, the bundler cuts what the first page shares with the lazy pages
 * into dozens of small chunks (85 files for /login once the record pages went lazy), and each
 * file is compressed on its own: the same code cost some 50 kB more brotli than in one file.
 * This group takes every module the staff entry loads up front (rolldown's `$initial` tag)
 * into one chunk, except what the public pages (/visit, /screen) load too: those keep their
 * own small chunks, so the public pages never download the staff app (npm run size checks it).
 * Lazy pages' own modules are not `$initial` and still load with their pages.
 */
import type { Rolldown } from 'vite';
import { PUBLIC_PAGES } from '../src/protocol/pages';

type Context = Parameters<Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>>[1];

/** The entries of the public pages (src/protocol/pages.ts: visit.html, screen.html). */
const PUBLIC_FILES = new Set<string>(PUBLIC_PAGES.map((p) => p.file));
const isPublicEntry = (id: string): boolean => PUBLIC_FILES.has(id.split(/[\\/]/).pop() ?? '');

export const staffChunkGroup = (): Rolldown.CodeSplittingGroup => {
  const publicReach = new Map<string, boolean>();
  /** Whether a public page's entry imports `id`, directly or through other static imports. */
  const reachedFromPublic = (id: string, ctx: Context, path = new Set<string>()): boolean => {
    const known = publicReach.get(id);
    if (known !== undefined) return known;
    if (isPublicEntry(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const info = ctx.getModuleInfo(id);
    const reached = (info?.importers ?? []).some((importer) => reachedFromPublic(importer, ctx, path));
    path.delete(id);
    publicReach.set(id, reached);
    return reached;
  };
  return {
    name: (id, ctx) => (reachedFromPublic(id, ctx) ? null : 'staff'),
    // The name is a function, so the bundler's timing report needs this one (else it warns on every build).
    debugName: 'staff',
    tags: ['$initial'],
    // What the public pages load is closed under imports (a module they reach, they reach all
    // its imports), so the staff chunk imports the shared chunks and nothing imports it back:
    // leaving them out cannot make a cycle. Included, React would follow the staff code in.
    includeDependenciesRecursively: false,
  };
};
