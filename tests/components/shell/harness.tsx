/**
 * Renders shell pieces inside react-admin's context (a store, the app's i18n, a data
 * provider over the fake API) and a memory router whose location the test can read.
 */
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider, type Store } from 'react-admin';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Lang } from '../../../src/config/types';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { createLegacyDataProvider } from '../../../src/app/providers/dataProvider';
import { AppSlots } from '../../../src/app/appSlots';
import { ShellThemeProvider } from '../../../src/app/shell/theme/ShellThemeProvider';
import { appConfig } from '../../../src/instance';

interface HarnessOptions {
  path?: string;
  lang?: Lang;
  store?: Store;
  /** Instead of the legacy provider over the fake API. */
  dataProvider?: DataProvider;
}

export const renderShell = (ui: ReactNode, { path = '/dashboard', lang = 'en', store = memoryStore(), dataProvider }: HarnessOptions = {}) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext store={store} i18nProvider={allLanguagesI18nProvider(lang)} dataProvider={dataProvider ?? createLegacyDataProvider({ config: appConfig })}>
            <ShellThemeProvider>
              <AppSlots>{ui}</AppSlots>
            </ShellThemeProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, store, where: () => `${router.state.location.pathname}${router.state.location.search}` };
};
