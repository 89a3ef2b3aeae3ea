// The browser and server run Preact through preact/compat instead of React (docs/adr/0006):
// React's DOM runtime alone is 69 KB gzip of the 90 KB a page may load before interaction.
// The app keeps importing 'react' and 'react-dom'; these aliases point those imports at
// Preact in both builds and in the tests, so what is tested is what ships.

export const preactAliases = [
  // Libraries that read a store through the shim package get compat's own hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string/stream-node' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Packages that import 'react' themselves. The server build and the tests must bundle (inline)
 * them so the aliases reach their imports; left external, Node would load the real React.
 */
export const reactDependents: (string | RegExp)[] = [
  // Preact itself too: one copy for the components and the server renderer.
  'preact',
  'preact-render-to-string',
  'react-router',
  'radix-ui',
  /^@radix-ui\//,
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'use-sync-external-store',
  'aria-hidden',
  '@floating-ui/react-dom',
];

/** The same packages as module-path patterns, the form Vitest's inline list matches on. */
export const reactDependentPaths: RegExp[] = reactDependents.map((dependency) =>
  typeof dependency === 'string'
    ? new RegExp(`/node_modules/${dependency.replace('/', '\\/')}/`)
    : new RegExp(`/node_modules/${dependency.source.replace(/^\^/, '')}`),
);
