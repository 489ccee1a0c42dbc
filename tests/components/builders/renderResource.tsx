/**
 * Renders the config-built screens of some resource routes inside a real <Admin>, in
 * memory (router, store, data), signed in at a given level, in English or Chinese.
 */
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, memoryStore, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { appConfig } from '../../../src/instance';
import type { ResourceRoute } from '../../../src/config/routes';
import type { Level, ResourcesConfig } from '../../../src/config/types';
import { resourceViews } from '../../../src/app/builders';
import { AppSlots } from '../../../src/app/appSlots';
import { resourceOverrides } from '../../../src/app/resourceViews';
import * as limits from '../../../src/app/i18n/messages/limits';
import * as orders from '../../../src/app/i18n/messages/orders';
import * as records from '../../../src/app/i18n/messages/records';
import * as resourcesUi from '../../../src/app/i18n/messages/resources_ui';
import * as signinLock from '../../../src/app/i18n/messages/signin_lock';
import { raZh } from '../../../src/app/i18n/ra/zh';

// Screens load through several async steps; on a busy 2-core machine a second is not enough.
configure({ asyncUtilTimeout: 8000 });

/** A namespace file's messages (src/app/i18n/messages/<namespace>.ts). */
type Namespace = { en: object; zh: object };

const i18nProvider = (locale: 'en' | 'zh', namespaces: readonly Namespace[]) =>
  polyglotI18nProvider(
    (l) =>
      l === 'zh'
        ? Object.assign({ ...raZh, ...resourcesUi.zh, ...signinLock.zh, ...limits.zh, ...orders.zh, ...records.zh }, ...namespaces.map((n) => n.zh))
        : Object.assign({ ...englishMessages, ...resourcesUi.en, ...signinLock.en, ...limits.en, ...orders.en, ...records.en }, ...namespaces.map((n) => n.en)),
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );

interface Options {
  routes: readonly ResourceRoute[];
  url: string;
  dataProvider: DataProvider;
  level: Level;
  config?: ResourcesConfig;
  locale?: 'en' | 'zh';
  /** Other parts' message files the screens use (orders, sales...). */
  namespaces?: readonly Namespace[];
  /** Child routes of a route's <Resource> (the import screen's `importRoute`). */
  childRoutes?: (route: ResourceRoute) => ReactNode;
  /** The hand-written views by resource (default: the app's, src/app/resourceViews.ts). */
  overrides?: typeof resourceOverrides;
}

export const renderResource = ({ routes, url, dataProvider, level, config = appConfig, locale = 'en', namespaces = [], childRoutes, overrides = resourceOverrides }: Options) => {
  localStorage.setItem('level', String(level));
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AppSlots>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider(locale, namespaces)} store={memoryStore()} disableTelemetry>
          {routes.map((route) => (
            <Resource key={route.path} name={route.path.slice(1)} {...resourceViews(route, config, overrides)}>
              {childRoutes?.(route)}
            </Resource>
          ))}
        </Admin>
      </AppSlots>
    </TestMemoryRouter>,
  );
};
