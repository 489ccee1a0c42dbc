/**
 * The visited-pages tabs as pure functions (spec section 4): a tab per visited path, affix
 * tabs (the dashboard) always first and never closed.
 */
export interface VisitedView {
  /** The pathname: one tab per path. */
  path: string;
  /** Path and query, to return exactly where the user was. */
  fullPath: string;
  affix?: boolean;
}

/** Affix views first (in their declared order), then the rest as visited. */
export const withAffix = (affix: readonly VisitedView[], views: readonly VisitedView[]): VisitedView[] => [
  ...affix.map((a) => ({ ...a, ...views.find((v) => v.path === a.path), affix: true })),
  ...views.filter((v) => !affix.some((a) => a.path === v.path)).map((v) => ({ ...v, affix: false })),
];

/** Visiting an open path refreshes its query; a new path opens a tab at the end. */
export const addView = (views: readonly VisitedView[], view: VisitedView): VisitedView[] =>
  views.some((v) => v.path === view.path)
    ? views.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath } : v))
    : [...views, view];

/**
 * A page that became another in place (a create page saved as its record): its tab becomes
 * the new page's tab where it stood, or goes when the new page already has one.
 */
export const replaceView = (views: readonly VisitedView[], from: string, view: VisitedView): VisitedView[] => {
  if (!views.some((v) => v.path === from && !v.affix)) return addView(views, view);
  if (views.some((v) => v.path === view.path)) return addView(closeView(views, from), view);
  return views.map((v) => (v.path === from ? view : v));
};

/** Forget the tabs of pages that failed to open (no such record, or not the user's to see). */
export const dropViews = (views: readonly VisitedView[], paths: readonly string[]): VisitedView[] =>
  views.filter((v) => v.affix || !paths.includes(v.path));

export const closeView = (views: readonly VisitedView[], path: string): VisitedView[] =>
  views.filter((v) => v.path !== path || v.affix);

export const closeOthers = (views: readonly VisitedView[], path: string): VisitedView[] =>
  views.filter((v) => v.affix || v.path === path);

export const closeAll = (views: readonly VisitedView[]): VisitedView[] => views.filter((v) => v.affix);

/** Where to go when the active tab was closed: the last tab left, else the home page. */
export const lastViewPath = (views: readonly VisitedView[]): string => views[views.length - 1]?.fullPath ?? '/';
