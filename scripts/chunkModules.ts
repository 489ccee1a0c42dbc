/**
 * A Vite plugin for the bundle budget (scripts/bundle-size.ts). It writes, next to Vite's
 * manifest, chunk-modules.json: each output chunk's file name -> the source modules inside it
 * (project-relative), so the budget can tell whether recharts, react-to-print or the map code
 * ended up in the chunks every page loads (the manifest alone names only entry modules).
 *
 * Both files are build metadata, not something a browser needs: they are written to
 * build-meta/ beside dist/, never into dist/, so neither the bundled server nor any static
 * host that serves dist/ can publish them (Vite writes its manifest into dist/.vite/; it is
 * moved out once the bundle is on disk).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build metadata goes, relative to the project root. */
export const BUILD_META_DIR = 'build-meta';
export const MANIFEST_FILE = 'manifest.json';
export const CHUNK_MODULES_FILE = 'chunk-modules.json';
/** Vite's own place for the manifest (build.manifest: true), inside the output folder. */
const VITE_MANIFEST = join('.vite', 'manifest.json');

export const chunkModules = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const out: Record<string, string[]> = {};
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        // Virtual modules start with \0; paths are made relative so the file does not depend on the checkout's location.
        out[fileName] = item.moduleIds.map((id) => (id.startsWith('\0') ? id.slice(1) : relative(process.cwd(), id)));
      }
      const outDir = resolve(root, options.dir ?? 'dist');
      const meta = resolve(root, BUILD_META_DIR);
      mkdirSync(meta, { recursive: true });
      writeFileSync(join(meta, CHUNK_MODULES_FILE), `${JSON.stringify(out, null, 1)}\n`);
      if (bundle[VITE_MANIFEST.replaceAll('\\', '/')]) {
        renameSync(join(outDir, VITE_MANIFEST), join(meta, MANIFEST_FILE));
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      }
    },
  };
};
