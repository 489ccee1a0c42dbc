/**
 * The import screen's route under a resource screen: `<list path>/import`, registered only for
 * the levels that may import into the resource (others fall to the catch-all, as for any
 * screen of another level). The screen and its file parsers load when it is opened.
 */
import { Box, CircularProgress } from '@mui/material';
import { createElement, lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { canImport, resourceByKey } from '../../config/access';
import { REGISTER_LEVELS, REGISTER_TABLE } from '../../rules/registerKeys';
import type { ResourceRoute } from '../../config/routes';
import type { Level, ResourcesConfig } from '../../config/types';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { IMPORT_SEGMENT, REGISTER_PARENT, REGISTER_SEGMENT } from '../kit/routeMatch';
import { ConfigResourceProvider, type ConfigResource as ConfigResourceValue } from '../builders/model/ConfigResourceContext';


export const importPath = (route: ResourceRoute): string => `${route.path}/${IMPORT_SEGMENT}`;

/** The register's import screen for a level, when it may import a register and has the batches' screen. */
export const registerImportPath = (level: Level | undefined, config: ResourcesConfig): string | undefined => {
  if (level === undefined || !mayImportRegister(level)) return undefined;
  const route = resourceNameForLevel(REGISTER_PARENT, level, config);
  return route.routed ? `/${route.name}/${REGISTER_SEGMENT}` : undefined;
};

const ImportPage = lazy(() => import('./screen/ImportPage').then((m) => ({ default: m.ImportPage })));

const mayImportRegister = (level: Level): boolean => (REGISTER_LEVELS as readonly number[]).includes(level);

/** The register's screen: its field set (src/rules/register.ts) loads with the screen, not with the app. */
const RegisterImportPage = lazy(async () => {
  const [{ ImportPage: Page }, { registerResource }] = await Promise.all([import('./screen/ImportPage'), import('../../rules/register')]);
  const RegisterPage = ({ route, config }: { route: ResourceRoute; config: ResourcesConfig }) => {
    const register = registerResource(config);
    return (
      <ConfigResourceProvider value={{ key: REGISTER_TABLE, resource: register, route: { ...route, title: register.label }, config }}>
        <Page />
      </ConfigResourceProvider>
    );
  };
  return { default: RegisterPage };
});

const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress />
  </Box>
);

const screen = (value: ConfigResourceValue) => (
  <ConfigResourceProvider value={value}>
    <Suspense fallback={<Loading />}>{createElement(ImportPage)}</Suspense>
  </ConfigResourceProvider>
);

/**
 * A child route for `<Resource>`, or null when the level may not import there. Under the import
 * batches, the burial register's import (src/rules/register.ts), for the levels that import one.
 */
export const importRoute = (route: ResourceRoute, level: Level, config: ResourcesConfig) => {
  if (route.resource === REGISTER_PARENT) {
    if (!mayImportRegister(level)) return null;
    return (
      <Route
        path={REGISTER_SEGMENT}
        element={
          <Suspense fallback={<Loading />}>
            <RegisterImportPage route={route} config={config} />
          </Suspense>
        }
      />
    );
  }
  const resource = resourceByKey(route.resource, config);
  if (!resource || !canImport(resource, level)) return null;
  const value = { key: route.resource, resource, route, config };
  return <Route path={IMPORT_SEGMENT} element={screen(value)} />;
};
