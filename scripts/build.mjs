/**
 * npm run build: the browser app (Vite, into dist/public, each file also brotli- and
 * gzip-compressed) and the server with its command-line tools (esbuild, into dist/server).
 *   node scripts/build.mjs [app|server] [--if-stale]
 * One part alone with `app` or `server`; `--if-stale` builds only what is older than its
 * sources (npm start, the tests).
 */
import { appIsFresh, buildApp, buildServer, serverIsFresh } from './buildState.mjs';

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const parts = args.filter((a) => a === 'app' || a === 'server');
const wanted = parts.length > 0 ? parts : ['app', 'server'];

if (wanted.includes('app') && !(ifStale && appIsFresh())) {
  console.log('Building the browser app into dist/public (about a minute)...');
  await buildApp();
}
if (wanted.includes('server') && !(ifStale && serverIsFresh())) {
  console.log('Building the server into dist/server...');
  await buildServer();
}
