/**
 * A Vite plugin: after the build writes its files, each text file of the app (HTML, scripts,
 * styles, SVG, JSON) gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it.
 * The server sends the copy the browser accepts (src/server/http/static.ts, @fastify/static's
 * preCompressed), so no request pays for compression and the smallest form goes out. Build
 * metadata (.vite/) is left alone.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 512;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

export const precompressDir = (dir: string): { files: number; bytes: number; brotli: number } => {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files++;
    bytes += data.length;
    brotli += br.length;
  }
  return { files, bytes, brotli };
};

export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const r = precompressDir(outDir);
      this.info(`pre-compressed ${r.files} files: ${Math.round(r.bytes / 1000)} kB -> ${Math.round(r.brotli / 1000)} kB brotli`);
    },
  };
};
