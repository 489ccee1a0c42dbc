/**
 * `npm run lint`, second half: no import cycle between files, nor between folders, in src/
 * (eslint's no-restricted-imports, in eslint.config.js, keeps the layers apart), and the
 * browser's top-level folders one-way (APP_LAYERS, scripts/import-graph.ts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appLayerViolations, cycles, folderEdges, importGraph } from './import-graph';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { edges } = importGraph(root);
const found = [...cycles(edges).map((c) => `files: ${c.join(' -> ')}`), ...cycles(folderEdges(edges)).map((c) => `folders: ${c.join(' <-> ')}`)];
if (found.length > 0) {
  console.error(`Import cycles (move the shared piece below both sides):\n${found.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}
const upward = appLayerViolations(edges);
if (upward.length > 0) {
  console.error(`The browser's folders import only the layers below their own (APP_LAYERS in scripts/import-graph.ts; put the shared piece lower, or offer a slot the top fills):\n${upward.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import cycles among ${edges.size} files; the browser's folders are one-way.`);
