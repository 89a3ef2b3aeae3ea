import { useEffect, useState } from 'react';
import { type StickyState, stickyState } from './sticky-header';

export function useStickyHeader(foldoutOpen: boolean): StickyState {
  const [state, setState] = useState<StickyState>('top');
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setState(stickyState(y, y > lastY, foldoutOpen));
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [foldoutOpen]);
  return state;
}
