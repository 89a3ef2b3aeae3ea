// The order of a stage's homes by number, with numbers read as numbers: A-2 before A-10.
// Written out instead of localeCompare(…, { numeric: true }): the browser's first collator
// costs some 10 ms of the stage page's hydration (docs/performance.md, 2026-11-28), and the
// order must be the same on the server, which sorts the list, and in the browser.

const RUNS = /\d+|\D+/g;

/** Compares digit runs by value and other runs by their characters. */
export function compareObjectNumbers(a: string, b: string): number {
  const left = a.match(RUNS) ?? [];
  const right = b.match(RUNS) ?? [];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const x = left[index] ?? '';
    const y = right[index] ?? '';
    if (x === y) continue;
    const bothDigits = /^\d/.test(x) && /^\d/.test(y);
    if (bothDigits) {
      const [xValue, yValue] = [x.replace(/^0+(?=\d)/, ''), y.replace(/^0+(?=\d)/, '')];
      if (xValue.length !== yValue.length) return xValue.length - yValue.length;
      if (xValue !== yValue) return xValue < yValue ? -1 : 1;
      continue;
    }
    return x < y ? -1 : 1;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}
