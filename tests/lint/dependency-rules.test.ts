import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
// The globs `npm run lint:deps` cruises, so this test checks what the lint step checks.
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const globs = [...(packageJson.scripts['lint:deps'] as string).matchAll(/"([^"]+)"/g)].map((m) => m[1]);

// A scratch project shaped like this one, with one file per forbidden import and as many
// allowed ones; node_modules is linked in so package imports resolve as they do here.
const fixture: Record<string, string> = {
  'src/shared/ids.ts': "import { z } from 'zod';\nexport const id = z.string();",
  'src/shared/leaks-server.ts': "import { handler } from '../server/modules/m/handler';",
  'src/shared/leaks-web.ts': "import { Button } from '../web/ui/button';",
  'src/shared/leaks-fastify.ts': "import type { FastifyInstance } from 'fastify';",
  'src/shared/leaks-react.ts': "import { useState } from 'react';",
  'src/server/main.ts': "import { seedWorld } from '../../seed/seed-world';",
  'src/server/app.ts': "import { handler } from './modules/m/handler';",
  'src/server/ssr/render.ts': "import { Shell } from '../../web/app/shell';",
  'src/server/db/prepare.ts': "import { seedWorld } from '../../../seed/seed-world';",
  'src/server/modules/m/handler.ts': "import { id } from '../../../shared/ids';",
  'src/server/modules/m/page-titles.ts': "import { texts } from '../../../web/i18n/texts';",
  'src/server/modules/m/uses-test-helper.ts': "import { testApp } from '../../testing/test-app';",
  'src/server/modules/m/handler.test.ts':
    "import { seedWorld } from '../../../../seed/seed-world';\nimport { Button } from '../../../web/ui/button';",
  'src/server/testing/test-app.ts': "import { seedWorld } from '../../../seed/seed-world';",
  'src/web/i18n/texts.ts': "import { id } from '../../shared/ids';\nexport const texts = {};",
  'src/web/i18n/leaks-ui.ts': "import { Button } from '../ui/button';",
  'src/web/blocks/faq.ts':
    "import { Button } from '../ui/button';\nimport { texts } from '../i18n/texts';\nimport { Widget } from '../features/b/widget';",
  'src/web/ui/leaks-block.ts': "import { faq } from '../blocks/faq';",
  'src/web/app/shell.ts':
    "import { Header } from '../features/a/header';\nimport { handler } from '../../server/modules/m/handler';",
  'src/web/templates/page.ts': "import { Widget } from '../features/b/widget';",
  'src/web/ui/button.ts': "import { id } from '../../shared/ids';",
  'src/web/ui/leaks-feature.ts': "import { Widget } from '../features/b/widget';",
  'src/web/ui/leaks-app.ts': "import { Shell } from '../app/shell';",
  'src/web/ui/leaks-template.ts': "import { Page } from '../templates/page';",
  'src/web/features/a/header.ts':
    "import { Button } from '../../ui/button';\nimport { id } from '../../../shared/ids';\nimport { helper } from './deep/helper';",
  'src/web/features/a/deep/helper.ts': "const part = () => import('./lazy-part');",
  'src/web/features/a/deep/lazy-part.ts': "import { Button } from '../../../ui/button';",
  'src/web/features/a/deep/deeper/deepest/leaks.ts': [
    "import { Widget } from '../../../../b/widget';",
    "import { Shell } from '../../../../../app/shell';",
    "const page = () => import('../../../../../templates/page');",
  ].join('\n'),
  'src/web/features/b/widget.ts': "import { Button } from '../../ui/button';",
  'src/web/features/b/deep/deeper/leaks.ts': "import type { Header } from '../../../a/header';",
  'src/web/features/b/cycle-one.ts': "import { two } from './cycle-two';",
  'src/web/features/b/cycle-two.ts': "import { one } from './cycle-one';",
  'seed/seed-world.ts': "import { handler } from '../src/server/modules/m/handler';",
};

/** The violations the fixture must produce: each rule of the config at least once. */
const expected = [
  'shared-not-to-server-or-web: src/shared/leaks-server.ts → src/server/modules/m/handler.ts',
  'shared-not-to-server-or-web: src/shared/leaks-web.ts → src/web/ui/button.ts',
  'shared-not-to-one-sided-packages: src/shared/leaks-fastify.ts → fastify',
  'shared-not-to-one-sided-packages: src/shared/leaks-react.ts → react',
  'web-not-to-server: src/web/app/shell.ts → src/server/modules/m/handler.ts',
  'server-to-web-only-through-ssr: src/server/modules/m/page-titles.ts → src/web/i18n/texts.ts',
  'feature-not-to-other-feature: src/web/features/a/deep/deeper/deepest/leaks.ts → src/web/features/b/widget.ts',
  'feature-not-to-other-feature: src/web/features/b/deep/deeper/leaks.ts → src/web/features/a/header.ts',
  'feature-not-to-app-or-templates: src/web/features/a/deep/deeper/deepest/leaks.ts → src/web/app/shell.ts',
  'feature-not-to-app-or-templates: src/web/features/a/deep/deeper/deepest/leaks.ts → src/web/templates/page.ts',
  'blocks-not-to-features-app-or-templates: src/web/blocks/faq.ts → src/web/features/b/widget.ts',
  'i18n-only-to-shared: src/web/i18n/leaks-ui.ts → src/web/ui/button.ts',
  'ui-not-to-features-app-or-templates: src/web/ui/leaks-block.ts → src/web/blocks/faq.ts',
  'ui-not-to-features-app-or-templates: src/web/ui/leaks-feature.ts → src/web/features/b/widget.ts',
  'ui-not-to-features-app-or-templates: src/web/ui/leaks-app.ts → src/web/app/shell.ts',
  'ui-not-to-features-app-or-templates: src/web/ui/leaks-template.ts → src/web/templates/page.ts',
  'seed-only-through-main: src/server/db/prepare.ts → seed/seed-world.ts',
  'main-loads-seed-lazily: src/server/main.ts → seed/seed-world.ts',
  'production-not-to-test-code: src/server/modules/m/uses-test-helper.ts → src/server/testing/test-app.ts',
  'no-circular: src/web/features/b/cycle-one.ts → src/web/features/b/cycle-two.ts',
];

let options: ICruiseOptions;
const scratch = mkdtempSync(path.join(tmpdir(), 'hemvist-deps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  for (const [file, source] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `${source}\n`);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
});

async function cruiseIn(baseDir: string): Promise<ICruiseResult> {
  const { output } = await cruise(globs, { ...options, baseDir });
  return output as ICruiseResult;
}

function violationsOf(result: ICruiseResult): string[] {
  return result.summary.violations.map(
    (violation) =>
      `${violation.rule.name}: ${violation.from} → ${violation.to.replace(/^.*node_modules\/([^/]+).*$/, '$1')}`,
  );
}

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('reports every forbidden import of the fixture, at any depth, and nothing it allows', async () => {
    const violations = violationsOf(await cruiseIn(scratch));
    expect([...new Set(violations)].sort()).toEqual([...expected].sort());
    const rules = new Set(options.ruleSet?.forbidden?.map((rule) => rule.name));
    expect(new Set(violations.map((violation) => violation.split(':')[0]))).toEqual(rules);
  });

  describe('on this code base', () => {
    let result: ICruiseResult;
    beforeAll(async () => {
      result = await cruiseIn(root);
    }, 60_000);

    it('finds no violation', () => {
      expect(violationsOf(result)).toEqual([]);
      expect(result.summary.totalCruised).toBeGreaterThan(500);
    });

    it('keeps seed/ out of what the production server loads without SEED_DEMO', () => {
      const modules = new Map(result.modules.map((module) => [module.source, module]));
      const loaded = new Set<string>();
      const visit = (source: string) => {
        if (loaded.has(source)) return;
        loaded.add(source);
        for (const dependency of modules.get(source)?.dependencies ?? []) {
          if (!dependency.dynamic && modules.has(dependency.resolved)) visit(dependency.resolved);
        }
      };
      visit('src/server/main.ts');
      expect(loaded.size).toBeGreaterThan(100);
      expect([...loaded].filter((source) => source.startsWith('seed/'))).toEqual([]);
      const handOver = modules
        .get('src/server/main.ts')
        ?.dependencies.filter((d) => d.resolved.startsWith('seed/'));
      expect(handOver?.map((d) => [d.resolved, d.dynamic])).toEqual([['seed/seed-demo-world.ts', true]]);
    });

    // dependency-cruiser reads TypeScript with a JavaScript parser (see the config): every import
    // the TypeScript parser Vite uses finds must be there too, or a rule could miss it.
    it('sees every import the rules judge: each of a project file, and any of src/shared', () => {
      const missed: string[] = [];
      for (const module of result.modules) {
        if (!/^(src|seed)\/.*\.(tsx?|mjs)$/.test(module.source)) continue;
        const code = readFileSync(path.join(root, module.source), 'utf8');
        const parsed = parseSync(module.source, code);
        const specifiers = [
          ...parsed.module.staticImports.map((entry) => entry.moduleRequest.value),
          ...parsed.module.staticExports.flatMap((entry) =>
            entry.entries.flatMap((exported) =>
              exported.moduleRequest ? [exported.moduleRequest.value] : [],
            ),
          ),
          ...parsed.module.dynamicImports
            .map((entry) => code.slice(entry.moduleRequest.start, entry.moduleRequest.end))
            .filter((literal) => /^['"`][^${}]*['"`]$/.test(literal))
            .map((literal) => literal.slice(1, -1)),
        ].map((specifier) => specifier.replace(/^node:/, ''));
        const seen = new Set(module.dependencies.map((dependency) => dependency.module));
        for (const specifier of specifiers) {
          const judged = specifier.startsWith('.') || module.source.startsWith('src/shared/');
          if (judged && !seen.has(specifier)) missed.push(`${module.source}: ${specifier}`);
        }
      }
      expect(missed).toEqual([]);
    });
  });
});
