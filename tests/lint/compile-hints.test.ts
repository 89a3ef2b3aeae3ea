import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../build/compile-hints';

// The entry chunk starts with V8's compile hint (build/compile-hints.ts), and its source map is
// moved down the one line the hint takes, so stack traces still point at the right source.

function runPlugin(bundle: Record<string, { code?: string; source?: string }>) {
  const hook = compileHints().generateBundle as { handler: (...args: unknown[]) => void };
  hook.handler.call({}, {}, bundle, false);
}

describe('compile hints', () => {
  it('puts the hint on the entry chunk’s first line and shifts its source map a line down', () => {
    const bundle = {
      'assets/entry.js': { type: 'chunk', isEntry: true, fileName: 'assets/entry.js', code: 'a();\n' },
      'assets/entry.js.map': {
        type: 'asset',
        fileName: 'assets/entry.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['entry.tsx'] }),
      },
      'assets/page.js': { type: 'chunk', isEntry: false, fileName: 'assets/page.js', code: 'b();\n' },
    } as const;
    const copy = structuredClone(bundle) as Record<string, { code?: string; source?: string }>;
    runPlugin(copy);
    expect(copy['assets/entry.js']?.code).toBe(`${COMPILE_HINT}\na();\n`);
    expect(JSON.parse(copy['assets/entry.js.map']?.source ?? '{}')).toMatchObject({ mappings: ';AAAA' });
    expect(copy['assets/page.js']?.code).toBe('b();\n');
  });
});
