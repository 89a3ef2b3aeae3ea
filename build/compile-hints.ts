import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chromium 136 on). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks a page hydrates with V8's compile hint: nearly every function of the shell
 * (React, the router, the query client, the layout) and of the page's template runs during
 * hydration, so V8 may compile them all while the files stream in, off the main thread,
 * instead of one by one inside the hydration task (docs/performance.md, 2026-11-28). The comment must be the file's first line, so it is added
 * after minification, and the source map is moved down a line with it.
 */
/** The entry and the page templates' chunks, and the formatters nearly every template calls. */
const hydrates = (chunk: { isEntry: boolean; name: string }) =>
  chunk.isEntry || /-templates?$/.test(chunk.name) || chunk.name === 'common';

export function compileHints(): Plugin {
  return {
    name: 'hemvist-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hydrates(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
