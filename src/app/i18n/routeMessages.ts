/**
 * Route and menu-group titles of src/config/routes.ts as i18n messages, so every title goes
 * through react-admin's translate like any other string (`routes.order_tombOrderList`).
 */
import { appRoutes } from '../../instance';
import type { Lang } from '../../config/types';

/** `/order/tombOrderList` -> `routes.order_tombOrderList` (flat: a group and its children never collide). */
export const routeTitleKey = (path: string): string => `routes.${path.replace(/^\//, '').replace(/\//g, '_')}`;

export const routeMessages = (lang: Lang): { routes: Record<string, string> } => {
  const routes: Record<string, string> = {};
  for (const { path, title } of [...appRoutes.menu, ...appRoutes.all]) routes[routeTitleKey(path).slice('routes.'.length)] = title[lang];
  return { routes };
};
