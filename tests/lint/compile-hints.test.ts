import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../build/compile-hints';

// The entry chunk starts with V8's compile hint (build/compile-hints.ts), and its source map is
// moved down the one line the hint takes, so stack traces still point at the right source.

function runPlugin(bundle: Record<string, { code?: string; source?: string }>) {
  const hook = compileHints().generateBundle as { handler: (...args: unknown[]) => void };
  hook.handler.call({}, {}, bundle, false);
}

describe('compile hints', () => {
  it('puts the hint on the first line of the entry and the templates, and shifts the source map a line down', () => {
    const bundle = {
      'assets/entry.js': {
        type: 'chunk',
        isEntry: true,
        name: 'entry-client',
        fileName: 'assets/entry.js',
        code: 'a();\n',
      },
      'assets/entry.js.map': {
        type: 'asset',
        fileName: 'assets/entry.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['entry.tsx'] }),
      },
      'assets/search-template.js': {
        type: 'chunk',
        isEntry: false,
        name: 'search-template',
        fileName: 'assets/search-template.js',
        code: 't();\n',
      },
      'assets/login-modal.js': {
        type: 'chunk',
        isEntry: false,
        name: 'login-modal',
        fileName: 'assets/login-modal.js',
        code: 'b();\n',
      },
    } as const;
    const copy = structuredClone(bundle) as Record<string, { code?: string; source?: string }>;
    runPlugin(copy);
    expect(copy['assets/entry.js']?.code).toBe(`${COMPILE_HINT}\na();\n`);
    expect(JSON.parse(copy['assets/entry.js.map']?.source ?? '{}')).toMatchObject({ mappings: ';AAAA' });
    expect(copy['assets/search-template.js']?.code).toBe(`${COMPILE_HINT}\nt();\n`);
    // A part loaded on demand keeps V8's lazy compiling: most pages never run it.
    expect(copy['assets/login-modal.js']?.code).toBe('b();\n');
  });
});
