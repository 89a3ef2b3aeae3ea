import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveChoices, interiorOpen, interiorTotal, type PricedOption } from './timeline-interior';

// The running total of interior choices is the plain sum of the chosen options' prices, with
// each group counted once (its saved choice, else its default).

const groupsArb = fc
  .array(fc.array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 6,
  })
  .map((groups) =>
    groups.flatMap((prices, g) =>
      prices.map((price, i) => ({
        id: `g${g}o${i}`,
        groupKey: `g${g}`,
        price: i === 0 ? 0 : price,
        isDefault: i === 0,
      })),
    ),
  );

describe('interior total', () => {
  it('equals the plain sum of the chosen option per group', () => {
    fc.assert(
      fc.property(groupsArb, fc.array(fc.nat({ max: 20 })), (options: PricedOption[], picks) => {
        const groupKeys = [...new Set(options.map((o) => o.groupKey))];
        const saved: Record<string, string> = {};
        picks.forEach((pick, index) => {
          const group = groupKeys[index % groupKeys.length] as string;
          const inGroup = options.filter((o) => o.groupKey === group);
          saved[group] = (inGroup[pick % inGroup.length] as PricedOption).id;
        });
        const chosen = effectiveChoices(options, saved);
        expect(Object.keys(chosen).sort()).toEqual([...groupKeys].sort());
        let plain = 0;
        for (const group of groupKeys) {
          const id = saved[group] ?? `${group}o0`;
          plain += (options.find((o) => o.id === id) as PricedOption).price;
        }
        expect(interiorTotal(options, chosen)).toBe(plain);
      }),
    );
  });

  it('ignores a saved id of another group and falls back to the default', () => {
    const options: PricedOption[] = [
      { id: 'a0', groupKey: 'a', price: 0, isDefault: true },
      { id: 'a1', groupKey: 'a', price: 5, isDefault: false },
      { id: 'b0', groupKey: 'b', price: 0, isDefault: true },
    ];
    expect(effectiveChoices(options, { b: 'a1' })).toEqual({ a: 'a0', b: 'b0' });
  });

  it('is open up to and including the deadline day', () => {
    expect(interiorOpen('2027-03-15', '2027-03-15')).toBe(true);
    expect(interiorOpen('2027-03-15', '2027-03-16')).toBe(false);
    expect(interiorOpen(null, '2030-01-01')).toBe(true);
  });
});
