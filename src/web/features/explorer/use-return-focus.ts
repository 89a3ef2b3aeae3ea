import { useState } from 'react';

/**
 * Where focus goes when a dialog opened without a Radix trigger closes: back to what had it
 * when the dialog opened (a home's click area, a list row, the 360° button). Radix's own
 * return goes to the dialog's trigger, which these dialogs do not have.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (event) => {
    if (!(opener instanceof HTMLElement || opener instanceof SVGElement) || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
