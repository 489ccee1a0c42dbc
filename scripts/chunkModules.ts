/**
 * A Vite plugin for the bundle budget (scripts/bundle-size.ts): next to Vite's manifest it
 * writes .vite/chunk-modules.json, each output chunk's file name -> the source modules inside
 * it (project-relative), so the budget can tell whether recharts, react-to-print or the map
 * code ended up in the chunks every page loads. The manifest alone names only entry modules.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const out: Record<string, string[]> = {};
    for (const [fileName, item] of Object.entries(bundle)) {
      if (item.type !== 'chunk') continue;
      // Virtual modules start with \0; paths are made relative so the file does not depend on the checkout's location.
      out[fileName] = item.moduleIds.map((id) => (id.startsWith('\0') ? id.slice(1) : relative(process.cwd(), id)));
    }
    this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(out, null, 1)}\n` });
  },
});
