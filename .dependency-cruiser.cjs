// The layers of the code base (docs/adr/0001-architecture.md): shared, server, web, features and
// seed, checked on resolved paths at every depth by `npm run lint:deps`. A test breaks each rule
// (tests/lint/dependency-rules.test.ts).
//
// How it reads TypeScript: dependency-cruiser transpiles .ts with the `typescript` package up to
// v6; this project has TypeScript 7 (no JavaScript compiler API), so dependency-cruiser parses
// the TypeScript source with acorn, falling back to acorn's loose mode. That finds the imports,
// re-exports and dynamic imports (flagged `dynamic`) but cannot tell type-only imports apart: a
// type import counts as an import, which is what layering wants anyway. Syntax newer than acorn
// reads here (ES2020) can hide an import that follows it, so the test compares what it finds
// with what Vite's TypeScript parser finds. As .ts is not on dependency-cruiser's list of
// scannable extensions, the lint:deps script names the files by globs and the resolver below
// is given the extensions.

/** Tests and their helpers: they may reach the demo world; production code may not reach them. */
/** Test support lives in a folder named testing/ (docs/architecture.md), beside what it supports. */
const TEST_ONLY = '\\.test\\.tsx?$|/testing/|^tests/';
/** Packages that belong to one side: the server's HTTP framework, the browser's UI stack. */
const ONE_SIDED_PACKAGES = '(fastify|@fastify/[^/]+|react|react-dom|@tanstack/react-query)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-not-to-server-or-web',
      comment: 'src/shared runs on both sides: it may not import server or web code.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'shared-not-to-one-sided-packages',
      comment: 'src/shared runs on both sides: no Fastify, no React in it.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: `(^|/)node_modules/${ONE_SIDED_PACKAGES}(/|$)|^${ONE_SIDED_PACKAGES}(/|$)` },
    },
    {
      name: 'web-not-to-server',
      comment:
        'The browser app never imports server code; what both need lives in src/shared. A test may run the real server.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: TEST_ONLY },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-to-web-only-through-ssr',
      comment:
        'Server code reaches the React app only to render it (src/server/ssr). Texts the server ' +
        'writes itself come from src/shared/texts.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: `^src/server/ssr/|${TEST_ONLY}` },
      to: { path: '^src/web/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A feature imports ui/ and shared/, never another feature: move what two share down.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'feature-not-to-app-or-templates',
      comment:
        'Features sit below the app shell and the page templates that compose them, beside the ' +
        'content blocks.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/(app|templates|blocks)/' },
    },
    {
      name: 'blocks-not-to-features-app-or-templates',
      comment:
        'Content blocks (web/blocks) are drawn by the content templates from their view model: ' +
        'they build on ui/, i18n/ and shared/ and know no feature, page or shell.',
      severity: 'error',
      from: { path: '^src/web/blocks/' },
      to: { path: '^src/web/(features|app|templates)/' },
    },
    {
      name: 'i18n-only-to-shared',
      comment:
        'The texts and their hooks (web/i18n) sit at the bottom of the web app with shared/: ' +
        'every layer reads them, they read none.',
      severity: 'error',
      from: { path: '^src/web/i18n/', pathNot: TEST_ONLY },
      to: { path: '^src/web/(ui|blocks|features|app|templates)/' },
    },
    {
      name: 'ui-not-to-features-app-or-templates',
      comment: 'ui/ is the bottom of the web app: design-system parts that know no feature or page.',
      severity: 'error',
      from: { path: '^src/web/ui/' },
      to: { path: '^src/web/(features|blocks|app|templates)/' },
    },
    {
      name: 'seed-only-through-main',
      comment:
        'The demo seeder is handed to the server by src/server/main.ts; no other code under src/ ' +
        'imports seed/ (tests and their helpers may).',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/server/main\\.ts$|${TEST_ONLY}` },
      to: { path: '^seed/' },
    },
    {
      name: 'main-loads-seed-lazily',
      comment:
        'main.ts imports the seeder dynamically, only when seeding is configured, so a production ' +
        'server never loads seed/.',
      severity: 'error',
      from: { path: '^src/server/main\\.ts$' },
      to: { path: '^seed/', dynamic: false },
    },
    {
      name: 'production-not-to-test-code',
      comment: 'Production code never imports tests or test helpers (which may reach seed/).',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_ONLY },
      to: { path: TEST_ONLY },
    },
    {
      name: 'no-circular',
      comment: 'Modules do not import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
