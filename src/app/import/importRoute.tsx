/**
 * The import screen's route under a resource screen: `<list path>/import`, registered only for
 * the levels that may import into the resource (others fall to the catch-all, as for any
 * screen of another level). The screen and its file parsers load when it is opened.
 */
import { Box, CircularProgress } from '@mui/material';
import { createElement, lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { resourceByKey } from '../../config/access';
import { canImport } from '../../config/importing';
import type { ResourceRoute } from '../../config/routes';
import type { Level, ResourcesConfig } from '../../config/types';
import { ConfigResourceProvider } from '../builders/model/ConfigResourceContext';

const IMPORT_SEGMENT = 'import';

export const importPath = (route: ResourceRoute): string => `${route.path}/${IMPORT_SEGMENT}`;

const ImportPage = lazy(() => import('./screen/ImportPage').then((m) => ({ default: m.ImportPage })));

const Loading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress />
  </Box>
);

/** A child route for `<Resource>`, or null when the level may not import there. */
export const importRoute = (route: ResourceRoute, level: Level, config: ResourcesConfig) => {
  const resource = resourceByKey(route.resource, config);
  if (!resource || !canImport(resource, level)) return null;
  const value = { key: route.resource, resource, route, config };
  return (
    <Route
      path={IMPORT_SEGMENT}
      element={
        <ConfigResourceProvider value={value}>
          <Suspense fallback={<Loading />}>{createElement(ImportPage)}</Suspense>
        </ConfigResourceProvider>
      }
    />
  );
};
