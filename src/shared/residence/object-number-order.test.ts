import { describe, expect, it } from 'vitest';
import { compareObjectNumbers } from './object-number-order';

describe('compareObjectNumbers', () => {
  it('reads the numbers in a home number as numbers', () => {
    const numbers = ['B-1', 'A-10', 'A-2', 'A-1b', 'A-1', 'A-1101', 'A-0003', '12', '9'];
    expect([...numbers].sort(compareObjectNumbers)).toEqual([
      '9',
      '12',
      'A-1',
      'A-1b',
      'A-2',
      'A-0003',
      'A-10',
      'A-1101',
      'B-1',
    ]);
  });

  it('orders equal values written differently one way, the same every time', () => {
    expect(compareObjectNumbers('A-01', 'A-1')).toBeLessThan(0);
    expect(compareObjectNumbers('A-1', 'A-01')).toBeGreaterThan(0);
    expect(compareObjectNumbers('A-1', 'A-1')).toBe(0);
  });
});
