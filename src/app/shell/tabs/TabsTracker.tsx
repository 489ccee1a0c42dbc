/**
 * Opens (or updates) the tab of every page of the user's routes that they visit, with two
 * exceptions that keep the bar to pages one can still use:
 * - a create page that the application itself moves on from within its screen (react-admin's
 *   redirect after a save, which carries navigation state; links, tabs and the menu carry none)
 *   hands its tab to the page it went to: "New order" becomes the order's tab;
 * - a record page that failed to open (403/404: no such record, or another channel's) loses
 *   its tab; react-admin sends the user on to the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Permissions } from '../../auth/authProvider';
import { allowedRoutes, matchRoute, normalizePath } from '../../kit/routeMatch';
import { useTabs } from './useTabs';

const FAILED_TO_OPEN = [403, 404];

/** The paths of a record's page (edit and show) in a resource named by its route path. */
export const recordPaths = (resource: string, id: string): string[] => {
  const base = `/${resource}/${encodeURIComponent(id)}`;
  return [base, `${base}/show`];
};

/** Whether going from `from` to `to` is the create page of a screen handing over to the same screen's page. */
export const isCreateHandOver = (from: string, to: string): boolean => {
  const before = matchRoute(from);
  const after = matchRoute(to);
  return before?.sub?.kind === 'create' && after !== undefined && after.route.path === before.route.path && after.sub?.kind !== 'create';
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : undefined;

export const TabsTracker = ({ permissions }: { permissions: Permissions }) => {
  const { pathname, search, state } = useLocation();
  const { visit, replace, drop } = useTabs();
  const path = normalizePath(pathname);
  const known = Boolean(matchRoute(path, allowedRoutes(permissions.level, permissions.roles)));
  const previous = useRef<string | undefined>(undefined);
  const byApp = state !== null && typeof state === 'object';
  useEffect(() => {
    const from = previous.current;
    previous.current = path;
    if (!known) return;
    const view = { path, fullPath: `${path}${search}` };
    if (from !== undefined && from !== path && byApp && isCreateHandOver(from, path)) replace(from, view);
    else visit(view);
    // Only a navigation opens a tab; `visit` changes with every tab change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, path, search]);

  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const [resource, method, params] = event.query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
        if (method !== 'getOne' || typeof resource !== 'string' || params?.id === undefined) return;
        if (FAILED_TO_OPEN.includes(statusOf(event.action.error) ?? 0)) drop(recordPaths(resource, String(params.id)));
      }),
    [queryClient, drop],
  );
  return null;
};
