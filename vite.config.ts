import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // The server renderer (`vite build --ssr`): the same components, loaded by the Node server at run time.
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
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
}));
