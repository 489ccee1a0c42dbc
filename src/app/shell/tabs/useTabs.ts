/**
 * The tabs' state in react-admin's store (reset at logout, like the legacy delAllViews), and
 * the actions of the tab bar and its context menu, which also move the user when the active
 * tab goes away.
 */
import { useCallback, useMemo } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageRoutes } from '../../../config/routes';
import { appRoutes } from '../../../instance';
import { STORE_KEYS } from '../../store/shellStore';
import { addView, closeAll, closeOthers, closeView, dropViews, lastViewPath, replaceView, withAffix, type VisitedView } from './tabs';

const AFFIX_VIEWS: readonly VisitedView[] = pageRoutes(appRoutes.all).filter((r) => r.affix).map((r) => ({
  path: r.path,
  fullPath: r.path,
  affix: true,
}));

interface TabsApi {
  views: VisitedView[];
  visit: (view: VisitedView) => void;
  /** The page at `from` became `view` (a create page saved): one tab, where the old one was. */
  replace: (from: string, view: VisitedView) => void;
  /** Remove tabs without moving the user (pages that failed to open; react-admin moves them). */
  drop: (paths: readonly string[]) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  /** Reload a tab's page: through /redirect so its component mounts again. */
  refresh: (view: VisitedView) => void;
}

export const useTabs = (): TabsApi => {
  const [stored, setStored] = useStore<VisitedView[]>(STORE_KEYS.tabs, []);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useMemo(() => withAffix(AFFIX_VIEWS, Array.isArray(stored) ? stored : []), [stored]);

  const store = useStoreContext();
  // Navigation and query events change the tabs from effects and subscriptions: each change
  // starts from the tabs as stored now, not as last rendered.
  const update = useCallback(
    (change: (views: VisitedView[]) => VisitedView[]) => {
      const now = store.getItem<VisitedView[]>(STORE_KEYS.tabs, []);
      const current = withAffix(AFFIX_VIEWS, Array.isArray(now) ? now : []);
      const next = change(current);
      if (next.length !== current.length || next.some((v, i) => v !== current[i])) store.setItem(STORE_KEYS.tabs, next);
    },
    [store],
  );
  const visit = useCallback((view: VisitedView) => update((views) => addView(views, view)), [update]);
  const replace = useCallback((from: string, view: VisitedView) => update((views) => replaceView(views, from, view)), [update]);
  const drop = useCallback((paths: readonly string[]) => update((views) => dropViews(views, paths)), [update]);

  const close = useCallback(
    (path: string) => {
      const left = closeView(views, path);
      setStored(left);
      if (path === pathname && left.length !== views.length) navigate(lastViewPath(left));
    },
    [views, setStored, pathname, navigate],
  );

  const others = useCallback(
    (path: string) => {
      setStored(closeOthers(views, path));
      const kept = views.find((v) => v.path === path);
      if (kept && kept.path !== pathname) navigate(kept.fullPath);
    },
    [views, setStored, pathname, navigate],
  );

  const all = useCallback(() => {
    const left = closeAll(views);
    setStored(left);
    if (!left.some((v) => v.path === pathname)) navigate(lastViewPath(left));
  }, [views, setStored, pathname, navigate]);

  const refresh = useCallback((view: VisitedView) => navigate(`/redirect${view.fullPath}`, { replace: true }), [navigate]);

  return { views, visit, replace, drop, close, closeOthers: others, closeAll: all, refresh };
};
