/**
 * Titles of the current page and of the tabs: the route's translated title, or for a
 * resource's sub-page what it is: a new record ("New order"), the import, or the record by
 * its kind and representation from the config ("Order O202611230001", "Plot FS-01-02-03"), or by
 * a name of its own (an operation-log entry: "Update · Order O202611230001", given through the shell's slots by src/app/resourceViews.ts).
 * The record comes from react-admin's cache (the list or the form loaded it); a tab restored
 * after a reload fetches its record once, and keeps its number if it cannot be read.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useDataProvider, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { langOf } from '../../../config/dates';
import { appConfig } from '../../../instance';
import type { ResourceRoute } from '../../../config/routes';
import { routeTitleKey } from '../../i18n/routeMessages';
import { useShellSlots } from '../shellSlots';
import { useRecordWords } from '../../i18n/recordNaming';
import { matchRoute, type RouteMatch, type SubPage } from '../../kit/routeMatch';

const recordKey = (route: ResourceRoute, id: string) => [route.path.slice(1), 'getOne', { id }];

/** Reads records from react-admin's cache and re-renders when one arrives; `fetchMissing` loads those not there yet. */
const useCachedRecords = () => {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const missing = useRef(new Map<string, { route: ResourceRoute; id: string }>());
  const tried = useRef(new Set<string>());
  // The last record seen per tab: react-admin's cache may drop a record once its page is left
  // (a list refetch, a mutation), and a tab keeps its name rather than falling back to its id.
  const known = useRef(new Map<string, Record<string, unknown>>());
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[1] === 'getOne' && event.action.type === 'success') bump();
      }),
    [queryClient],
  );
  useEffect(() => {
    for (const [key, { route, id }] of missing.current) {
      if (tried.current.has(key)) continue;
      tried.current.add(key);
      // Straight from the dataProvider, not through react-admin's query cache, whose queries a
      // page being opened may cancel (a tab restored after a reload kept its bare id).
      dataProvider
        .getOne<RaRecord>(route.path.slice(1), { id })
        .then(({ data }) => {
          known.current.set(key, data as Record<string, unknown>);
          bump();
        })
        // A record the user may not read keeps its number.
        .catch(() => undefined);
    }
    missing.current.clear();
  });
  return (route: ResourceRoute, id: string): Record<string, unknown> | undefined => {
    const key = `${route.path}/${id}`;
    const record = queryClient.getQueryData<Record<string, unknown>>(recordKey(route, id));
    if (record) known.current.set(key, record);
    else if (!known.current.has(key)) missing.current.set(key, { route, id });
    return record ?? known.current.get(key);
  };
};

/** What a sub-page is called: `short` leaves the kind out where the crumb before it says it (breadcrumbs). */
export const useSubPageLabel = (): ((route: RouteMatch['route'], sub: SubPage, short?: boolean) => string) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = useRecordWords();
  const cached = useCachedRecords();
  const { recordNames } = useShellSlots();
  return (route, sub, short = false) => {
    const resource = route.kind === 'resource' ? appConfig[route.resource] : undefined;
    switch (sub.kind) {
      case 'create':
        return resource ? translate('records.new', words(resource)) : translate('ra.action.create');
      case 'import':
        return translate('import.button');
      case 'register':
        return translate('import.register.button');
      case 'record': {
        if (!resource || route.kind !== 'resource') return `#${sub.id}`;
        const record = cached(route, sub.id);
        // A record with a name of its own (an operation-log entry: "Update · Order O2026…") is called by it alone.
        const own = record && recordNames[route.resource]?.(record, langOf(locale));
        if (own) return own;
        const named = words(resource, record ?? { id: sub.id });
        return short ? named.record : translate('records.record', named);
      }
      default: {
        const unknownSub: never = sub;
        return unknownSub;
      }
    }
  };
};

const useTitleOf = (): ((match: RouteMatch) => string) => {
  const translate = useTranslate();
  const subLabel = useSubPageLabel();
  return ({ route, sub }) => {
    if (!sub) return translate(routeTitleKey(route.path));
    // A new record and a record name themselves; the import says which list it fills.
    return sub.kind === 'import' ? `${translate(routeTitleKey(route.path))} ${subLabel(route, sub)}` : subLabel(route, sub);
  };
};

/** The translated title of a path, or undefined for paths outside the route table. */
export const useTitleOfPath = (): ((pathname: string) => string | undefined) => {
  const titleOf = useTitleOf();
  return (pathname) => {
    const match = matchRoute(pathname);
    return match ? titleOf(match) : undefined;
  };
};
