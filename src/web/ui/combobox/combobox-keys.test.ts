import { describe, expect, it } from 'vitest';
import { arrowStep } from './combobox-keys';

describe('combobox arrow keys', () => {
  it('go from no active option to the first (Down) or the last (Up)', () => {
    expect(arrowStep('ArrowDown', -1, 4)).toBe(0);
    expect(arrowStep('ArrowUp', -1, 4)).toBe(3);
  });

  it('move one step and wrap at both ends', () => {
    expect(arrowStep('ArrowDown', 1, 4)).toBe(2);
    expect(arrowStep('ArrowDown', 3, 4)).toBe(0);
    expect(arrowStep('ArrowUp', 2, 4)).toBe(1);
    expect(arrowStep('ArrowUp', 0, 4)).toBe(3);
  });

  it('leave nothing active when there is nothing to show', () => {
    expect(arrowStep('ArrowDown', -1, 0)).toBe(-1);
    expect(arrowStep('ArrowUp', 2, 0)).toBe(-1);
  });
});
