/**
 * `npm run lint`, second half: no import cycle between files, nor between folders, in src/
 * (eslint's no-restricted-imports, in eslint.config.js, keeps the layers apart).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, folderEdges, importGraph } from './import-graph';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { edges } = importGraph(root);
const found = [...cycles(edges).map((c) => `files: ${c.join(' -> ')}`), ...cycles(folderEdges(edges)).map((c) => `folders: ${c.join(' <-> ')}`)];
if (found.length > 0) {
  console.error(`Import cycles (move the shared piece below both sides):\n${found.map((c) => `  ${c}`).join('\n')}`);
  process.exit(1);
}
console.log(`No import cycles among ${edges.size} files.`);
