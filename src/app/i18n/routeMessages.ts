/**
 * Route and menu-group titles of src/config/routes.ts as i18n messages, so every title goes
 * through react-admin's translate like any other string (`routes.order_tombOrderList`).
 */
import { appConfig, appRoutes } from '../../instance';
import type { Lang } from '../../config/types';
import { recordWords } from './recordNaming';
import * as records from './messages/records';

/** `/order/tombOrderList` -> `routes.order_tombOrderList` (flat: a group and its children never collide). */
export const routeTitleKey = (path: string): string => `routes.${path.replace(/^\//, '').replace(/\//g, '_')}`;

type ResourceMessages = Record<string, string | Record<string, string>>;

/**
 * react-admin's own name of each resource screen (`resources.<path>.name`, singular |||| plural),
 * which its generic texts use ("No orders found"): the config's singular and plural, never the
 * path; and its bulk delete's message ("3 plots deleted", not "3 elements deleted").
 */
export const routeMessages = (lang: Lang): { routes: Record<string, string>; resources: Record<string, ResourceMessages> } => {
  const routes: Record<string, string> = {};
  const resources: Record<string, ResourceMessages> = {};
  for (const route of [...appRoutes.menu, ...appRoutes.all]) {
    routes[routeTitleKey(route.path).slice('routes.'.length)] = route.title[lang];
    const resource = 'kind' in route && route.kind === 'resource' ? appConfig[route.resource] : undefined;
    if (resource) {
      const words = recordWords(resource, lang);
      // One record, then several (Chinese and Japanese have one form: polyglot takes the first).
      const deleted = [words.name, words.names].map((what) => records[lang].records.bulk_deleted.replace('%{what}', what)).join(' |||| ');
      resources[route.path.slice(1)] = { name: `${words.name} |||| ${words.names}`, notifications: { deleted } };
    }
  }
  return { routes, resources };
};
