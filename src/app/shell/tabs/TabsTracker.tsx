import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Permissions } from '../../auth/authProvider';
import { allowedRoutes, matchRoute, normalizePath } from '../routing/routeMatch';
import { useTabs } from './useTabs';

/** Opens (or updates) the tab of every page of the user's routes that they visit. */
export const TabsTracker = ({ permissions }: { permissions: Permissions }) => {
  const { pathname, search } = useLocation();
  const { visit } = useTabs();
  const path = normalizePath(pathname);
  const known = Boolean(matchRoute(path, allowedRoutes(permissions.level, permissions.roles)));
  useEffect(() => {
    if (known) visit({ path, fullPath: `${path}${search}` });
    // Only a navigation opens a tab; `visit` changes with every tab change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, path, search]);
  return null;
};
