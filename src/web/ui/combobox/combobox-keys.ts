// What a key does in the input of a combobox (WAI-ARIA 1.2 combobox with a listbox popup;
// focus stays in the input, aria-activedescendant names the active option). Pure, so the
// keyboard rules are tested without a browser.

export interface ComboboxKeyState {
  /** The active option's index, -1 for none. */
  active: number;
  count: number;
  /** Whether the listbox is shown. */
  expanded: boolean;
  /** Whether the user opens and closes the list (arrows open it, Escape closes it); else it shows whenever there are options and Escape only leaves the active one. */
  closable: boolean;
  /** Whether Enter with no active option picks the first one. */
  enterPicksFirst: boolean;
}

export type ComboboxKeyAction =
  | { type: 'move'; index: number; open: boolean }
  | { type: 'pick'; index: number }
  | { type: 'dismiss' }
  | { type: 'leave' };

/** The action of a key, or null when the combobox leaves it to the page (a form's Enter). */
export function comboboxKeyAction(key: string, state: ComboboxKeyState): ComboboxKeyAction | null {
  const { active, count, expanded, closable, enterPicksFirst } = state;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return closable && !expanded ? { type: 'move', index: -1, open: true } : null;
      return { type: 'move', index: !expanded || active + 1 >= count ? 0 : active + 1, open: !expanded };
    case 'ArrowUp':
      if (count === 0) return closable && !expanded ? { type: 'move', index: -1, open: true } : null;
      return { type: 'move', index: !expanded || active <= 0 ? count - 1 : active - 1, open: !expanded };
    case 'Enter':
      if (!expanded || count === 0) return null;
      if (active >= 0) return { type: 'pick', index: active };
      return enterPicksFirst ? { type: 'pick', index: 0 } : null;
    case 'Escape':
      if (expanded && closable) return { type: 'dismiss' };
      return active >= 0 ? { type: 'leave' } : null;
    default:
      return null;
  }
}
