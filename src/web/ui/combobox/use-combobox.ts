import { type KeyboardEvent, useState } from 'react';
import { comboboxKeyAction } from './combobox-keys';

export interface ComboboxConfig<T> {
  /** A unique id (useId) the listbox and option ids are built from. */
  id: string;
  options: readonly T[];
  /** A stable key per option: a new set of options starts with none active. */
  optionKey: (option: T) => string;
  /** Whether the listbox is shown. */
  expanded: boolean;
  onPick: (option: T) => void;
  /**
   * A list the user opens and closes: arrows open it, Escape closes it. Without, the list
   * shows whenever there are options and Escape only returns to the input.
   */
  onOpenChange?: (open: boolean) => void;
  /** Enter with no active option picks the first (an autocomplete); else Enter is the form's. */
  enterPicksFirst?: boolean;
}

/**
 * The one combobox of the app (WAI-ARIA 1.2, listbox popup): focus stays in the input,
 * Up and Down move the active option (wrapping), Enter picks it, Escape steps back, and
 * aria-activedescendant names the active option. Render it with the parts of combobox-parts.tsx.
 */
export function useCombobox<T>({
  id,
  options,
  optionKey,
  expanded,
  onPick,
  onOpenChange,
  enterPicksFirst = false,
}: ComboboxConfig<T>) {
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // The active index counts only for the options it was set on.
  const signature = options.map(optionKey).join('\n');
  const [state, setState] = useState({ signature: '', index: -1 });
  const current = (from: { signature: string; index: number }) =>
    from.signature === signature ? from.index : -1;
  const active = expanded ? current(state) : -1;
  const setActive = (index: number) => setState({ signature, index });

  const pick = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    setActive(-1);
    onPick(option);
  };

  const keyAction = (key: string, from: number) =>
    comboboxKeyAction(key, {
      active: from,
      count: options.length,
      expanded,
      closable: onOpenChange !== undefined,
      enterPicksFirst,
    });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    const action = keyAction(key, active);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') {
      if (action.open) onOpenChange?.(true);
      // From the state, not this render's: two quick presses may come before a re-render.
      setState((previous) => {
        const moved = keyAction(key, expanded ? current(previous) : -1);
        return { signature, index: moved?.type === 'move' ? moved.index : action.index };
      });
    } else if (action.type === 'pick') pick(action.index);
    else {
      // Escape is the combobox's here; the page (a foldout, a dialog) waits for the next one.
      event.stopPropagation();
      setActive(-1);
      if (action.type === 'dismiss') onOpenChange?.(false);
    }
  };

  return {
    active,
    listboxId,
    expanded,
    optionId,
    onKeyDown,
    pick,
  };
}

export type Combobox = ReturnType<typeof useCombobox>;
