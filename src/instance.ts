/**
 * The one place the config instance is bound. `src/config` and `src/protocol` are functions of
 * a config value and never import `resources.config.ts`; the browser and the server's entry
 * points (main, the CLIs, buildApp's default) take the instance from here and pass it on.
 * In the browser build, resources.config.ts arrives without its server-only parts
 * (`rowFilter`...): see vite.config.ts and src/config/serverOnly.ts.
 */
import { resources } from '../resources.config';
import { routeTable } from './config/routes';
import type { ResourcesConfig } from './config/types';

/** Typed as declared, so `appConfig.tomb_order.fields.status.values` is known to the compiler. */
export const appConfig = resources satisfies ResourcesConfig;

/** The menu and routes of this config. */
export const appRoutes = routeTable(appConfig);
