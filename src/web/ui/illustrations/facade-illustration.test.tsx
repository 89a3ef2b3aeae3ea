import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FacadeIllustration, type IllustrationVariant } from './facade-illustration';

// The facade scene draws each building's windows and balconies as patterns: every pattern a
// drawing fills with must be its own, even with two drawings of one scene on a page.

const VARIANTS: IllustrationVariant[] = ['city', 'villa', 'coast', 'forest', 'crane'];

const svgsOf = (html: string) =>
  [...html.matchAll(/<svg[^>]*>(.*?)<\/svg>/gs)].map((match) => match[1] ?? '');
const idsOf = (markup: string) => [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
const referencesOf = (markup: string) => [...markup.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);

describe('the facade illustration', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: fills only with patterns of its own drawing, and two drawings share no id`, () => {
      const html = renderToString(
        <>
          <FacadeIllustration variant={variant} />
          <FacadeIllustration variant={variant} />
        </>,
      );
      const [first = '', second = ''] = svgsOf(html);
      for (const drawing of [first, second]) {
        const ids = idsOf(drawing);
        expect(ids.length).toBeGreaterThan(0);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(referencesOf(drawing))).toEqual(new Set(ids));
        // The id is usable in url(#…) as it stands: letters, digits, - and _ only.
        for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w-]*$/);
      }
      const shared = idsOf(first).filter((id) => idsOf(second).includes(id));
      expect(shared).toEqual([]);
      // Two decimals at most in any number the scene writes.
      expect(html).not.toMatch(/\d\.\d{3,}/);
    });
  }

  it('draws the city in under 80 elements, not the 212 of one per window', () => {
    const [city = ''] = svgsOf(renderToString(<FacadeIllustration variant="city" />));
    const elements = city.match(/<(rect|polygon|circle|line|pattern|g)\b/g) ?? [];
    expect(elements.length).toBeLessThan(80);
    // The lit windows are still drawn one by one, over the grid.
    expect(city.match(/<rect class="[^"]*windowLit/g)?.length).toBeGreaterThan(10);
  });
});
