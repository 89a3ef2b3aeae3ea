import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { shakeReactRouter } from './build/shake-react-router.ts';
import { subsetFonts } from './build/subset-fonts.ts';

// One config builds the browser bundle (dist/client, with a manifest the server reads to
// link assets) and, with `--ssr`, the server bundle (dist/server: main.js and render-thread.js), which
// includes the React app so CSS Modules resolve to the same class names on both sides.
// HEMVIST_DIST_DIR (default dist) moves both outputs, so two builds can live side by side.
const distDir = process.env.HEMVIST_DIST_DIR ?? 'dist';

/** A page template's chunk, named after its file (src/web/templates/*-template(s).tsx). */
const isTemplateChunk = (fileName: string) => /(^|\/)[a-z0-9-]+-templates?-[\w-]{8}\.js$/.test(fileName);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), shakeReactRouter(), subsetFonts(), compileHints(), precompress()],
  resolve: {
    alias: isSsrBuild
      ? []
      : [
          { find: /^zod$/, replacement: '/src/web/app/browser-zod.ts' },
          // React Router's package exports name only its development build, warnings and all;
          // the browser gets the production build it ships beside it (ADR 0008).
          { find: /^react-router$/, replacement: '/node_modules/react-router/dist/production/index.mjs' },
        ],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: isSsrBuild
    ? {
        outDir: `${distDir}/server`,
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        // The text parts are dynamic imports for the browser's sake (i18n/text-parts.ts); the
        // server also imports the residence pages' texts statically for its own view models, so
        // in its bundle they are one module either way, which is all this check would say.
        rollupOptions: {
          checks: { ineffectiveDynamicImport: false },
          // The server, and the render threads it starts (ssr/page-renderer.ts), which import
          // the same app: the code both share is one chunk beside them.
          input: { main: 'src/server/main.ts', 'render-thread': 'src/server/ssr/render-thread.ts' },
          output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
      }
    : {
        outDir: `${distDir}/client`,
        manifest: true,
        sourcemap: true,
        emptyOutDir: true,
        // The largest chunks are the map (MapLibre with the offline base map, 1.1 MB) and the 360°
        // viewer, each loaded only when a visitor opens it; what a page loads first is held to its
        // budget by tests/e2e/page-budget.test.ts, so Rollup's 500 kB hint says nothing here.
        chunkSizeWarningLimit: 1100,
        // A page template's chunk is imported without the list of scripts it needs: the server
        // sends that list with the page's view model on client navigation (page-assets.ts), as it
        // links them in a page's HTML. In the shell, the lists of some forty templates were 1.2 KB
        // gzip of every page's first load. Their stylesheets stay listed (Vite keeps those), and
        // dialogs and the language files keep their lists whole.
        modulePreload: {
          resolveDependencies: (filename, deps) => (isTemplateChunk(filename) ? [] : deps),
        },
        rollupOptions: {
          input: 'src/web/entry-client.tsx',
          // Everything the entry imports statically loads on every page anyway: one chunk, so
          // gzip sees it whole. Left to automatic splitting, modules that lazy chunks share
          // with the shell fall into a dozen small common chunks (2 KB more gzip, measured).
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                // Formatters and small UI parts that nearly every template uses: one chunk (2.6 KB
                // gzip) instead of seven of 0.2–0.9 KB, each a request a phone waits a round trip for.
                // enumKey is here too: left to the residence-page group below (which takes the
                // dependencies of what it captures), a search card's phase name pulled in 4 KB.
                // So are the smallest helpers most templates share (page namespaces, stable callbacks,
                // parts hydrated later, clicks that wait for the session, the simple phase's name on
                // cards, the recently-viewed strip's loader), each alone a chunk of 0.2–0.4 KB with
                // its own request. Tabs and the combobox stay with the few pages
                // that use them (search, login).
                {
                  name: 'common',
                  test: /src\/(shared\/format\/|shared\/media\/image-urls|shared\/residence\/(residence-enum-keys|simple-project-phase)|web\/i18n\/(use-site-locale|page-namespace)|web\/features\/visited\/recently-viewed\.tsx|web\/ui\/(breadcrumbs\.tsx|hydrate-later|project-phase\/project-phase-names|use-stable-callback|session\/use-click-when-known))/,
                },
                // The stage, object and area pages' CSS Modules in one stylesheet (only the
                // class maps move, not the components): left alone they split into five
                // stylesheets that block rendering, one connection each on a phone.
                {
                  name: 'residence-page',
                  test: /src\/web\/features\/residence-pages\/(.*\.module\.css|fact-list|image-gallery|json-ld|paragraphs|residence-image|residence-labels|residence-map-panel|showings-list|staff-cards|status-badge|sub-menu)/,
                },
              ],
            },
          },
        },
      },
}));
