import { describe, expect, it } from 'vitest';
import { FOLDOUTS, toggleFoldout } from './foldout-state';

describe('header foldouts are mutually exclusive (platform §4)', () => {
  it('opening one closes whichever was open', () => {
    for (const open of FOLDOUTS) {
      for (const pressed of FOLDOUTS) {
        const next = toggleFoldout(open, pressed);
        expect(next).toBe(open === pressed ? null : pressed);
      }
    }
  });

  it('opens from closed', () => {
    expect(toggleFoldout(null, 'search')).toBe('search');
  });
});
