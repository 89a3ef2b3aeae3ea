import { options } from 'preact';

// React runs the effects of a render caused by a click or key press before the browser handles
// the next event; Preact by default waits for the next animation frame. A listener added in an
// effect (Escape closes the foldout, a dialog's focus trap) would then miss a key pressed at
// once after the click that opened it. Running effects in a microtask after each commit keeps
// React's order. docs/adr/0006-preact.md.
export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
}
