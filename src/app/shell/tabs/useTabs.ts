/**
 * The tabs' state in react-admin's store (reset at logout, like the legacy delAllViews), and
 * the actions of the tab bar and its context menu, which also move the user when the active
 * tab goes away.
 */
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { HIDDEN_ROUTES } from '../../../config/routes';
import { STORE_KEYS } from '../../store/shellStore';
import { addView, closeAll, closeOthers, closeView, lastViewPath, withAffix, type VisitedView } from './tabs';

const AFFIX_VIEWS: readonly VisitedView[] = HIDDEN_ROUTES.filter((r) => r.affix).map((r) => ({
  path: r.path,
  fullPath: r.path,
  affix: true,
}));

interface TabsApi {
  views: VisitedView[];
  visit: (view: VisitedView) => void;
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

  const visit = useCallback((view: VisitedView) => setStored(addView(views, view)), [views, setStored]);

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

  return { views, visit, close, closeOthers: others, closeAll: all, refresh };
};
