import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import type { BookShowingProps } from './book-showing';

// "Book a showing" as a stage or home page carries it: the button (and, on its first click, the
// form) loads after hydration, outside the page's first script. A placeholder keeps its place.
const BookShowing = lazy(() => import('./book-showing').then((module) => ({ default: module.BookShowing })));

export function BookShowingSlot({
  placeholderClassName,
  ...props
}: BookShowingProps & { placeholderClassName?: string }) {
  const hydrated = useHydrated();
  if (props.showings.length === 0) return null;
  const placeholder = <span className={placeholderClassName} aria-hidden="true" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BookShowing {...props} />
    </Suspense>
  );
}
