/**
 * npm run build: the browser app (Vite, into dist/public, each file also brotli- and
 * gzip-compressed) and the server with its command-line tools (esbuild, into dist/server).
 *   node scripts/build.mjs [app|server|app-rest] [--if-stale]
 * One part alone with `app` or `server`; `--if-stale` builds only what is older than its
 * sources (npm start, the tests). `app-rest` builds the app with VITE_DATA_PROVIDER=rest into
 * dist/rest (its end-to-end test); `VITE_DATA_PROVIDER=rest npm run build` makes dist/public so.
 */
import { REST_APP_DIR, appIsFresh, buildApp, buildServer, serverIsFresh } from './buildState.mjs';

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const parts = args.filter((a) => a === 'app' || a === 'server' || a === 'app-rest');
const wanted = parts.length > 0 ? parts : ['app', 'server'];

if (wanted.includes('app') && !(ifStale && appIsFresh())) {
  console.log('Building the browser app into dist/public (half a minute to two minutes, once)...');
  await buildApp();
}
if (wanted.includes('app-rest') && !(ifStale && appIsFresh(REST_APP_DIR))) {
  console.log('Building the browser app over the REST view into dist/rest...');
  await buildApp({ provider: 'rest' });
}
if (wanted.includes('server') && !(ifStale && serverIsFresh())) {
  console.log('Building the server into dist/server...');
  await buildServer();
}
