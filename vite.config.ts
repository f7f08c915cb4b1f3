import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // No inline module-preload polyfill: the Content-Security-Policy allows scripts from 'self' only.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/trpc': apiTarget,
      '/api': apiTarget,
      '/logout': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
