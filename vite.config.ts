import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config builds the browser bundle (dist/client, with a manifest the server reads to
// link assets) and, with `--ssr src/server/main.ts`, the server bundle (dist/server), which
// includes the React app so CSS Modules resolve to the same class names on both sides.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: true,
        emptyOutDir: true,
        rollupOptions: { input: 'src/web/entry-client.tsx' },
      },
  ssr: { noExternal: [] },
}));
