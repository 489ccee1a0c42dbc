import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunkModules';
import { stripServerConfigPlugin } from './scripts/stripServerConfig';

const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  // The browser gets resources.config.ts without its server-only parts (src/config/serverOnly.ts).
  plugins: [stripServerConfigPlugin(), react(), chunkModules()],
  // The manifest and chunk-modules.json feed the bundle budget (npm run size); chunkModules()
  // keeps both in build-meta/, out of dist/: the browser needs neither.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/index': `http://localhost:${apiPort}`,
      '/api': `http://localhost:${apiPort}`,
    },
  },
});
