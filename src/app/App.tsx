/**
 * The application: react-admin over the legacy API in a history-mode router.
 * - The store keeps preferences in cookies and local storage (shell/store/shellStore.ts).
 * - The MUI theme follows the settings' colour and the size switch (ShellThemeProvider sits
 *   between react-admin's context and its UI: Admin = AdminContext + AdminUI).
 * - Resources and pages are registered per level from src/config/routes.ts once the user
 *   info is known (react-admin's function child receives the authProvider's permissions),
 *   each resource with its spreadsheet import route for the levels that may import;
 *   another level's path falls to the catch-all, which answers /401, and unknown ones /404.
 */
import { createElement, useState, type ReactNode } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource, type AuthProvider, type DataProvider, type I18nProvider, type Store } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { PageRoute, ResourceRoute, RouteDef } from '../config/routes';
import { createAuthProvider, type Permissions } from './auth/authProvider';
import { SessionEndWatcher } from './auth/SessionEndWatcher';
import { resourceViews } from './builders';
import { resourceOverrides } from './resourceViews';
import { AppSlots } from './appSlots';
import { appConfig } from '../instance';
import { DocumentLanguage } from './i18n/DocumentLanguage';
import { importRoute } from './import/importRoute';
import { routeTitleKey } from './i18n/routeMessages';
import { AuthRedirectPage } from './pages/errors/AuthRedirectPage';
import { MissingPage } from './pages/errors/MissingPage';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { RedirectPage } from './pages/errors/RedirectPage';
import { UnauthorizedPage } from './pages/errors/UnauthorizedPage';
import { LoginPage } from './pages/login/LoginPage';
import { HOME_PATH, PAGES } from './pageRegistry';
import { createDataProvider } from './providers/chooseDataProvider';
import { ShellLayout } from './shell/layout/ShellLayout';
import { allowedRoutes, offeredTo } from './kit/routeMatch';
import { routeNeed } from '../config/modules';
import { ModuleMissingPage } from './pages/errors/ModuleMissingPage';
import { createShellStore } from './store/shellStore';
import { ShellThemeProvider } from './shell/theme/ShellThemeProvider';

const isPage = (r: RouteDef): r is PageRoute => r.kind === 'page';
const isResource = (r: RouteDef): r is ResourceRoute => r.kind === 'resource';

/** The screens of the signed-in level; nothing before sign-in (the layout's guard sends to /login). */
const levelScreens = (permissions: Permissions | null | undefined): ReactNode => {
  if (!permissions) return null;
  const all = allowedRoutes(permissions.level, permissions.roles);
  // A screen of a module the server does not offer (a legacy server) stays routable and says so.
  const routes = all.filter((r) => offeredTo(r, permissions));
  const missing = all.filter((r) => !offeredTo(r, permissions));
  return [
    <CustomRoutes key="pages">
      {routes.filter(isPage).map((r) => (
        <Route key={r.path} path={r.path} element={createElement(PAGES[r.page])} />
      ))}
      {missing.map((r) => {
        const need = routeNeed(r);
        const element = need === 'legacy' ? null : <ModuleMissingPage module={need} />;
        return [<Route key={r.path} path={r.path} element={element} />, <Route key={`${r.path}/*`} path={`${r.path}/*`} element={element} />];
      })}
    </CustomRoutes>,
    ...routes
      .filter(isResource)
      .map((r) => (
        <Resource key={r.path} name={r.path.slice(1)} {...resourceViews(r, appConfig, resourceOverrides)} options={{ label: routeTitleKey(r.path) }}>
          {importRoute(r, permissions.level, appConfig)}
        </Resource>
      )),
  ];
};

interface AppProviders {
  store: Store;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  /** The data's cache (react-admin makes its own when none is given). */
  queryClient?: QueryClient;
}

/** `i18nProvider`: made once the first language's catalogue is loaded (main.tsx, i18n/i18nProvider.ts). */
export const createProviders = (i18nProvider: I18nProvider, early?: EarlyData): AppProviders => ({
  store: createShellStore(),
  authProvider: createAuthProvider(),
  dataProvider: early?.dataProvider ?? createDataProvider(appConfig),
  i18nProvider,
  queryClient: early?.queryClient,
});

/** The data provider and cache made before the messages load, so the first screen's data can be asked for meanwhile. */
export interface EarlyData {
  dataProvider: DataProvider;
  queryClient: QueryClient;
}

/**
 * Made at start-up, while the language's messages load: with a session, the settings row (the
 * shell's title, the due list's window, the refund rules) is asked for at once instead of after
 * the first render, into the cache under the key react-admin's useGetOne reads. The user and the
 * capabilities left even earlier (./early.ts).
 */
export const startEarlyData = (signedIn: boolean): EarlyData => {
  const early = { dataProvider: createDataProvider(appConfig), queryClient: new QueryClient() };
  if (signedIn) {
    // The user and the capabilities are already on their way (./early.ts).
    void early.queryClient.prefetchQuery({
      queryKey: ['setting', 'getOne', { id: '1' }],
      queryFn: () => early.dataProvider.getOne('setting', { id: 1 }).then(({ data }) => data),
    });
  }
  return early;
};

/**
 * The admin inside a router the caller provides (tests give their own providers). The top of the
 * app fills the slots: the lists get the import's buttons, the shell the registry's record names.
 */
export const AdminApp = ({ store, authProvider, dataProvider, i18nProvider, queryClient }: AppProviders) => (
  <AdminContext store={store} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
    <ShellThemeProvider>
      <AppSlots>
        <DocumentLanguage />
        <SessionEndWatcher />
        <AdminUI layout={ShellLayout} loginPage={LoginPage} catchAll={MissingPage} authCallbackPage={false} disableTelemetry>
          <CustomRoutes noLayout>
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/401" element={<UnauthorizedPage />} />
            <Route path="/auth-redirect" element={<AuthRedirectPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
            <Route path="/redirect/*" element={<RedirectPage />} />
          </CustomRoutes>
          {levelScreens}
        </AdminUI>
      </AppSlots>
    </ShellThemeProvider>
  </AdminContext>
);

/** History mode: a data router, so react-admin's unsaved-changes guard (useBlocker) works too. */
export const App = ({ i18nProvider, early }: { i18nProvider: I18nProvider; early?: EarlyData }) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp {...createProviders(i18nProvider, early)} /> }]));
  return <RouterProvider router={router} />;
};
