// flows §4.7: an open overlay owns one history entry with the page's own URL, so the browser's
// Back closes the overlay instead of leaving the page. This module keeps the bookkeeping for all
// overlays of the document in one place: nested overlays stack their entries, and one overlay's
// closing (history.back(), which is asynchronous) must not race another one's opening.

const MARK = 'hemvistOverlay';
// A marker of an earlier document (a reload while an overlay was open) is no overlay of ours.
const documentToken = Math.random().toString(36).slice(2);

interface Marker {
  doc: string;
  seq: number;
}

export interface OverlayEntryOptions {
  /** Called when Back leaves the overlay's entry; `shownUrl` is the address it showed then. */
  onBack: (shownUrl: string) => void;
  /**
   * The overlay changes the address while open (the search filters): when it closes by other
   * means and the address changed, its entry stays as an ordinary one instead of being removed.
   */
  keepsUrlChanges?: boolean;
}

interface OpenEntry extends OverlayEntryOptions {
  openedUrl: string;
  shownUrl: string;
  /** react-router's index of the entry: a replace keeps it, a push raises it. */
  routerIndex: unknown;
}

const openEntries = new Map<number, OpenEntry>();
let nextSeq = 1;
// history.back() calls of our own whose popstate has not arrived yet, and the openings that wait
// for them (a push before the traversal ends would be undone by it).
let ownTraversals = 0;
let waitingPushes: Array<() => void> = [];
let listening = false;

const currentUrl = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const stateRecord = (): Record<string, unknown> => {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
};

function currentSeq(): number {
  const marker = stateRecord()[MARK] as Marker | undefined;
  return marker && marker.doc === documentToken ? marker.seq : 0;
}

interface Position {
  /** react-router's index of the entry (a marker copies the one of the entry below it). */
  idx: number;
  seq: number;
}

function position(): Position {
  const idx = stateRecord().idx;
  return { idx: typeof idx === 'number' ? idx : 0, seq: currentSeq() };
}

// Where the last popstate or push left the history: it tells Back from Forward.
let last: Position | null = null;

/**
 * The router pushed or replaced an entry (told by every useBackCloses after each location
 * change; a popstate's own position is taken by onPopState, which React's render precedes).
 */
export function notePosition(action: 'POP' | 'PUSH' | 'REPLACE'): void {
  if (last === null || (action !== 'POP' && ownTraversals === 0)) last = position();
}

/** Traverses on the user's behalf; the popstate this causes is ours, not the user's. */
function traverse(direction: 'back' | 'forward'): void {
  ownTraversals += 1;
  if (direction === 'back') window.history.back();
  else window.history.forward();
}

function onPopState(): void {
  const here = position();
  const from = last ?? here;
  last = here;
  if (ownTraversals > 0) {
    ownTraversals -= 1;
    if (ownTraversals === 0) {
      const pushes = waitingPushes;
      waitingPushes = [];
      for (const push of pushes) push();
    }
    return;
  }
  // Back closes every overlay whose entry lies above the one now shown.
  for (const [seq, entry] of [...openEntries].reverse()) {
    if (seq <= here.seq) continue;
    openEntries.delete(seq);
    entry.onBack(entry.shownUrl);
  }
  // The entry of an overlay closed since is a step that shows nothing: Back steps over it, and
  // Forward onto it does not reopen the finished overlay but goes on (or stays where it was).
  if (here.seq === 0 || openEntries.has(here.seq)) return;
  const wentBack = here.idx < from.idx || (here.idx === from.idx && here.seq < from.seq);
  const navigation = (window as { navigation?: { canGoForward?: boolean } }).navigation;
  traverse(wentBack || navigation?.canGoForward !== true ? 'back' : 'forward');
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState);
}

function pushEntry(seq: number, entry: OpenEntry): void {
  if (!openEntries.has(seq)) return; // closed again before its turn came
  const state = stateRecord();
  entry.routerIndex = state.idx;
  window.history.pushState({ ...state, [MARK]: { doc: documentToken, seq } satisfies Marker }, '');
  last = position();
}

/** The router replaced the overlay's entry, dropping its marker: the entry is the overlay's again. */
function markAgain(seq: number, entry: OpenEntry): void {
  const state = stateRecord();
  if (state[MARK] !== undefined || state.idx !== entry.routerIndex) return;
  entry.shownUrl = currentUrl();
  window.history.replaceState({ ...state, [MARK]: { doc: documentToken, seq } satisfies Marker }, '');
}

/**
 * Called right after the page replaced the address while an overlay may be open (a filter
 * change in the filter dialog). The router renders a navigation in a transition, so the
 * overlay's own sync runs only once React has rendered the change, on a slow phone a good while
 * later; a Back before that found an entry without the marker, closed the dialog and showed the
 * search from before the change. Marked at once, Back closes the dialog and keeps the change.
 */
export function markReplacedOverlayEntry(): void {
  if (ownTraversals > 0) return;
  const top = [...openEntries].at(-1);
  if (top) markAgain(...top);
}

/** Opens an overlay's history entry; the returned functions follow it and remove it. */
export function openOverlayEntry(options: OverlayEntryOptions): {
  sync: (action: 'POP' | 'PUSH' | 'REPLACE') => void;
  release: () => void;
} {
  listen();
  const seq = nextSeq++;
  const entry: OpenEntry = { ...options, openedUrl: currentUrl(), shownUrl: currentUrl(), routerIndex: null };
  openEntries.set(seq, entry);
  if (ownTraversals > 0) waitingPushes.push(() => pushEntry(seq, entry));
  else pushEntry(seq, entry);

  return {
    // After a location change: a replace by the router (a filter change in the dialog) drops the
    // marker; put it back, so Back still closes the overlay and not the page. (React renders a
    // popstate's location before this module hears of it: only a replace counts here.)
    sync(action) {
      if (!openEntries.has(seq) || ownTraversals > 0) return;
      if (currentSeq() === seq) entry.shownUrl = currentUrl();
      else if (action === 'REPLACE') markAgain(seq, entry);
    },
    // Closed by other means (Escape, the close button, finishing): take the entry away again if
    // it is still on top; under a later page it stays, a harmless step with the same address.
    release() {
      if (!openEntries.delete(seq)) return; // Back closed it: the entry is gone already
      if (currentSeq() !== seq) return;
      if (entry.keepsUrlChanges && currentUrl() !== entry.openedUrl) {
        const { [MARK]: _marker, ...state } = stateRecord();
        window.history.replaceState(state, '');
        return;
      }
      traverse('back');
    },
  };
}
