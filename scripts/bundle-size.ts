/**
 * npm run size: the browser bundle budget, checked by CI after `npm run build`.
 * Gzip size of the JavaScript loaded before the first render of /login and of the first list
 * page (entry + static imports; lazy chunks excluded), and a check that neither pulls in
 * recharts, react-to-print, the map code or the import screen and its spreadsheet parsers
 * (those load with their pages). Exit 1 over budget.
 * Writes bench/results/bundle-size.json; figures in docs/performance.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKey, forbiddenIn, lazyChunksWith, staticClosure, type ChunkModules, type Manifest } from './bundle/analyse';
import { CHUNK_MODULES_FILE } from './chunkModules';

const KB = 1000;
/** First list page, gzip: react-admin's own minimal example is about 400 kB. */
const LIST_BUDGET = 450 * KB;
/** /login loads the same entry as the shell today; the same ceiling keeps it from growing apart. */
const LOGIN_BUDGET = 450 * KB;

const FORBIDDEN: Record<string, RegExp> = {
  recharts: /(^|\/)node_modules\/(recharts|victory-vendor)\//,
  'react-to-print': /(^|\/)node_modules\/react-to-print\//,
  'map code': /^src\/app\/map\//,
  'spreadsheet parsers': /(^|\/)node_modules\/(papaparse|read-excel-file|fflate|saxen|unzipper-esm)\//,
  'import screen': /^src\/app\/import\/screen\//,
};
/** The list views: if they are ever split off, the list page needs their chunk before rows show. */
const LIST_VIEWS = /^src\/app\/(builders|resources)\//;

const dist = resolve(process.argv[2] ?? 'dist');
const read = <T>(path: string, hint: string): T => {
  if (!existsSync(path)) {
    console.error(`${path} is missing: ${hint}`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T;
};
const manifest = read<Manifest>(join(dist, '.vite/manifest.json'), 'run npm run build first (vite.config.ts sets build.manifest).');
const modules = read<ChunkModules>(join(dist, CHUNK_MODULES_FILE), 'run npm run build first (vite.config.ts registers chunkModules()).');

const gzipOf = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

interface PageReport {
  page: string;
  chunks: { file: string; bytes: number; gzip: number }[];
  gzip: number;
  budget: number;
  forbidden: Record<string, string[]>;
}

const report = (page: string, keys: Set<string>, budget: number): PageReport => {
  const chunks = [...keys]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, bytes: readFileSync(join(dist, file)).length, gzip: gzipOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { page, chunks, gzip: chunks.reduce((s, c) => s + c.gzip, 0), budget, forbidden: forbiddenIn(manifest, modules, keys, FORBIDDEN) };
};

const initial = staticClosure(manifest, [entryKey(manifest)]);
const listKeys = staticClosure(manifest, [...initial, ...lazyChunksWith(manifest, modules, initial, LIST_VIEWS)]);
const pages = [report('/login', initial, LOGIN_BUDGET), report('first list page', listKeys, LIST_BUDGET)];

const kb = (n: number): string => `${(n / KB).toFixed(1)} kB`;
let failed = false;
for (const p of pages) {
  const over = p.gzip > p.budget;
  const leaks = Object.entries(p.forbidden);
  failed ||= over || leaks.length > 0;
  console.log(`${p.page}: ${kb(p.gzip)} gzip of JavaScript in ${p.chunks.length} chunks (budget ${kb(p.budget)})${over ? '  OVER BUDGET' : ''}`);
  for (const c of p.chunks) console.log(`  ${c.file.padEnd(44)} ${kb(c.bytes).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`);
  for (const [name, files] of leaks) console.log(`  loads ${name} up front (in ${files.join(', ')}): it must load with its page only`);
}
const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry).map((c) => ({ file: c.file, gzip: gzipOf(c.file) }));
console.log(`lazy chunks: ${lazy.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle-size.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), pages, lazy }, null, 2)}\n`);
if (failed) {
  console.error('Bundle budget failed: see above.');
  process.exit(1);
}
