// A dialog the visitor opened (the login of #open-login, a wizard, a payment) keeps the screen:
// the cookie modal waits until it has closed instead of covering it and taking its focus.

/** Any open modal: Radix marks a closing one data-state="closed" until its exit ends. */
const OPEN_DIALOG =
  '[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"]), dialog[open]';

const isDialogOpen = (): boolean => document.querySelector(OPEN_DIALOG) !== null;

/** Calls `show` now, or once no dialog is open any more. Returns a cancel function. */
export function whenNoDialogOpen(show: () => void): () => void {
  if (!isDialogOpen()) {
    show();
    return () => {};
  }
  // Dialogs come and go through portals under <body> and their data-state attribute.
  const observer = new MutationObserver(() => {
    if (isDialogOpen()) return;
    observer.disconnect();
    show();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state', 'open', 'role'],
  });
  return () => observer.disconnect();
}
