import { type ComponentType, useEffect, useState } from 'react';
import type { FavouriteProps } from './live-actions';

// The favourite of a search card: nothing in the server's HTML (a list of 30 cards would carry
// 30 placeholders), the working button once the page has hydrated and its chunk has loaded.

type LiveFavourite = ComponentType<FavouriteProps>;

let chunk: Promise<LiveFavourite> | undefined;
function loadLiveFavourite(): Promise<LiveFavourite> {
  chunk ??= import('./live-actions').then(
    (module) => module.LiveFavourite,
    (error: unknown) => {
      chunk = undefined; // the next card to ask tries again
      throw error;
    },
  );
  return chunk;
}

// The cards waiting for their button get it a few per task, first cards first. Left to one
// lazy component each, every card of the list mounted its button in the same task when the
// chunk arrived: 85 buttons in one long task, most of the search page's blocking time.
const PER_TASK = 6;
const waiting: ((component: LiveFavourite) => void)[] = [];
let serving = false;

function serve(component: LiveFavourite): void {
  for (const grant of waiting.splice(0, PER_TASK)) grant(component);
  if (waiting.length > 0) setTimeout(() => serve(component), 0);
  else serving = false;
}

function requestButton(grant: (component: LiveFavourite) => void): () => void {
  waiting.push(grant);
  if (!serving) {
    serving = true;
    loadLiveFavourite().then(
      (component) => setTimeout(() => serve(component), 0),
      () => {
        // Offline or a new deployment: the cards stay without the button, as without scripts.
        waiting.length = 0;
        serving = false;
      },
    );
  }
  return () => {
    const index = waiting.indexOf(grant);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export function CardFavourite(props: Omit<FavouriteProps, 'variant'>) {
  // Asked for in an effect: the server render and hydration have no button.
  const [Live, setLive] = useState<LiveFavourite | null>(null);
  useEffect(() => requestButton((component) => setLive(() => component)), []);
  return Live ? <Live {...props} variant="card" /> : null;
}
