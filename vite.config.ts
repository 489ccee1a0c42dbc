import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunkModules';
import { configTexts } from './scripts/configTexts';
import { precompress } from './scripts/precompress';
import { staffChunkGroup } from './scripts/staffChunk';
import { stripServerConfigPlugin } from './scripts/stripServerConfig';
import { PUBLIC_PAGES } from './src/protocol/pages';

const apiPort = Number(process.env.PORT ?? 8080);

// The dataProvider of the build (src/app/providers/chooseDataProvider.ts): a typo must not silently give the default.
const provider = process.env.VITE_DATA_PROVIDER;
if (provider && provider !== 'legacy' && provider !== 'rest') throw new Error(`VITE_DATA_PROVIDER: "${provider}" is not legacy or rest`);

export default defineConfig({
  // The browser gets resources.config.ts without its server-only parts (src/config/serverOnly.ts),
  // and the config's texts one language at a time, with that language's catalogue (scripts/configTexts.ts).
  plugins: [stripServerConfigPlugin(), configTexts(), react(), chunkModules(), precompress()],
  // dist/public: the browser app; the server's build goes beside it into dist/server (scripts/build.mjs).
  // The manifest and chunk-modules.json feed the bundle budget (npm run size); chunkModules()
  // keeps both in build-meta/, out of dist/: the browser needs neither.
  build: {
    outDir: 'dist/public',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Three pages, three bundles: the staff app, the public booking page (/visit) and the data
    // screen (/screen); the last two share nothing heavy with the first (docs/visits.md).
    // The staff app's up-front code goes into one chunk, which compresses far better than the
    // dozens of small shared chunks the bundler would cut (scripts/staffChunk.ts).
    rollupOptions: {
      input: { main: 'index.html', ...Object.fromEntries(PUBLIC_PAGES.map((p) => [p.entry, p.file])) },
      output: { codeSplitting: { groups: [staffChunkGroup()] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/index': `http://localhost:${apiPort}`,
      '/api': `http://localhost:${apiPort}`,
      '/feed': `http://localhost:${apiPort}`,
    },
  },
});
