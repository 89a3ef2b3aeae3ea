// flows §9: the succession list is shuffled with a fixed seed. Each listing's place is a hash
// of the seed and its id, so the order is the same on every load and every instance, a
// municipality's list keeps the order of the full list, and another seed gives another order.
// The seed is configuration (SUCCESSION_SHUFFLE_SEED), never request input.

export const DEFAULT_SUCCESSION_SEED = 'hemvist-succession';

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  // A final mix, so ids that differ only at the end still land far apart.
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  return value >>> 0;
}

export function shuffleWithSeed<T extends { id: string }>(items: readonly T[], seed: string): T[] {
  return items
    .map((item) => ({ item, key: hash(`${seed}:${item.id}`) }))
    .sort((a, b) => a.key - b.key || (a.item.id < b.item.id ? -1 : 1))
    .map(({ item }) => item);
}
