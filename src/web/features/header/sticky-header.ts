// flows §9: header scroll thresholds 90 px (at top) and 300 px (below the fold).
export const AT_TOP_THRESHOLD_PX = 90;
export const BELOW_FOLD_THRESHOLD_PX = 300;

export type StickyState = 'top' | 'pinned' | 'hidden';

/**
 * At the top the header is full height; past 90 px it is compact and pinned; below the fold
 * (300 px) it slides away while scrolling down and comes back when scrolling up.
 */
export function stickyState(scrollY: number, scrollingDown: boolean, foldoutOpen: boolean): StickyState {
  if (scrollY <= AT_TOP_THRESHOLD_PX) return 'top';
  if (scrollY > BELOW_FOLD_THRESHOLD_PX && scrollingDown && !foldoutOpen) return 'hidden';
  return 'pinned';
}
