// The arrow keys of a combobox (WAI-ARIA 1.2): the active option moves and wraps at both ends;
// from no active option Down goes to the first and Up to the last. Pure, tested without a browser.

/** The next active index for ArrowDown or ArrowUp among `count` options; -1 when there are none. */
export function arrowStep(key: 'ArrowDown' | 'ArrowUp', active: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
