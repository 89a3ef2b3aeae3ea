import { type RefObject, useEffect, useState } from 'react';

/**
 * False until the element comes within `margin` of the viewport, then true for good: for heavy
 * parts below the fold (the map) that need not load with the page. Where the browser has no
 * IntersectionObserver it is true as soon as the page runs.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
