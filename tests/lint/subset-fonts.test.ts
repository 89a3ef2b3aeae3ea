import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subsetFonts, WEIGHT_RANGES } from '../../build/subset-fonts';

// The build narrows the variable fonts' weight axis (build/subset-fonts.ts); the @font-face
// rules must promise the browser the same range, or it would ask a font for weights it lost.

const root = path.resolve(import.meta.dirname, '..', '..');
const fontsCss = readFileSync(path.join(root, 'src/web/ui/themes/fonts.css'), 'utf8');
const variableFaces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map(([, body]) => ({
    family: /@fontsource-variable\/([\w-]+)\//.exec(body ?? '')?.[1],
    weight: /font-weight:\s*([^;]+);/.exec(body ?? '')?.[1],
  }))
  .filter((face) => face.family !== undefined);

const interFile = 'inter-latin-wght-normal.woff2';
const interBytes = readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files', interFile));

describe('variable fonts narrowed to the weights the themes use', () => {
  it('every variable face in fonts.css names the range the build keeps', () => {
    expect(variableFaces.length).toBe(8);
    for (const { family, weight } of variableFaces) {
      const range = WEIGHT_RANGES[family ?? ''];
      expect(range, `${family} has a range in build/subset-fonts.ts`).toBeDefined();
      expect(weight).toBe(`${range?.min} ${range?.max}`);
    }
  });

  it('the build writes a smaller WOFF2 in place of the fontsource file', async () => {
    const asset = {
      type: 'asset' as const,
      fileName: `assets/${interFile.replace('.woff2', '-Ab12Cd34.woff2')}`,
      source: new Uint8Array(interBytes),
    };
    const plugin = subsetFonts();
    const generateBundle = plugin.generateBundle as (options: unknown, bundle: unknown) => Promise<void>;
    await generateBundle.call({}, {}, { [asset.fileName]: asset });
    const written = Buffer.from(asset.source);
    expect(written.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(written.length).toBeLessThan(interBytes.length * 0.8);
  });
});
