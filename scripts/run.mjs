/**
 * The npm scripts that run the compiled server or one of its tools:
 *   node scripts/run.mjs start           npm start: build what is stale, then the server
 *   node scripts/run.mjs <tool> [args]   seed, create-admin, backup, restore
 * In a checkout a part older than its sources is rebuilt first (so a tool never runs stale
 * code). A production install (`npm ci --omit=dev` on a built tree) has no build tools: it
 * runs what is built. The server or tool then runs in this very process (imported, not
 * spawned), so nothing stands between a signal and the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_DIR, SERVER_DIR, SERVER_ENTRIES, appIsFresh, serverIsFresh } from './buildState.mjs';

const [command, ...args] = process.argv.slice(2);
const entry = command === 'start' ? 'main' : `cli/${command}`;
if (!(entry in SERVER_ENTRIES)) {
  const tools = Object.keys(SERVER_ENTRIES).filter((e) => e !== 'main').map((e) => e.slice(4));
  console.error(`Usage: node scripts/run.mjs start | ${tools.join(' | ')} [arguments]`);
  process.exit(2);
}
const entryFile = join(SERVER_DIR, `${entry}.js`);

const installed = (pkg) => existsSync(join(import.meta.dirname, '..', 'node_modules', pkg, 'package.json'));

/** In a child process: the build tools' memory does not stay in the server's. */
const build = (part) => {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, 'build.mjs'), part], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const ensure = (part, { fresh, tool, built }) => {
  if (fresh()) return;
  if (!installed(tool)) {
    if (existsSync(built)) return;
    console.error(`The ${part} is not built, and this install has no build tools: run npm ci && npm run build (docs/deployment.md).`);
    process.exit(1);
  }
  build(part);
};

if (command === 'start') ensure('app', { fresh: appIsFresh, tool: 'vite', built: join(APP_DIR, 'index.html') });
ensure('server', { fresh: serverIsFresh, tool: 'esbuild', built: entryFile });
process.argv = [process.argv[0], entryFile, ...args];
await import(pathToFileURL(entryFile).href);
