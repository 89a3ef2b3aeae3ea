import { describe, expect, it } from 'vitest';
import { stickyState } from './sticky-header';

describe('sticky header thresholds (flows §9: 90 px and 300 px)', () => {
  it('is at the top up to 90 px', () => {
    expect(stickyState(0, true, false)).toBe('top');
    expect(stickyState(90, true, false)).toBe('top');
    expect(stickyState(91, true, false)).toBe('pinned');
  });

  it('hides below the fold while scrolling down and returns when scrolling up', () => {
    expect(stickyState(300, true, false)).toBe('pinned');
    expect(stickyState(301, true, false)).toBe('hidden');
    expect(stickyState(800, false, false)).toBe('pinned');
  });

  it('stays visible while a foldout is open', () => {
    expect(stickyState(800, true, true)).toBe('pinned');
  });
});
