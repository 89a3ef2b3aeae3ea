import { type KeyboardEvent, useState } from 'react';
import { arrowStep } from './combobox-keys';

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
 * aria-activedescendant names the active option. Spread its props on your input, listbox and options.
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    const closable = onOpenChange !== undefined;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (options.length === 0 && !closable) return;
      event.preventDefault();
      if (!expanded) onOpenChange?.(true);
      // From the state, not this render's: two quick presses may come before a re-render.
      setState((previous) => ({
        signature,
        index: arrowStep(key, expanded ? current(previous) : -1, options.length),
      }));
    } else if (key === 'Enter' && expanded) {
      // No active option: an autocomplete takes the first; else Enter is the form's.
      const index = active >= 0 ? active : enterPicksFirst ? 0 : -1;
      if (options[index] === undefined) return;
      event.preventDefault();
      pick(index);
    } else if (key === 'Escape' && (active >= 0 || (expanded && closable))) {
      // A list the user opened closes; else back to the input. The page (a foldout, a
      // dialog) waits for the next Escape.
      event.preventDefault();
      event.stopPropagation();
      setActive(-1);
      if (expanded) onOpenChange?.(false);
    }
  };

  return {
    active,
    expanded,
    /** For the input, beside role="combobox" and aria-expanded (focus stays there). */
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    },
    /** For the popup, beside role="listbox" and its name. */
    listboxProps: { id: listboxId, hidden: !expanded },
    /** For each option, beside role="option". */
    optionProps: (index: number) => ({
      id: optionId(index),
      'aria-selected': index === active,
      // Focus stays in the input, so its blur does not close the list before the click.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => pick(index),
    }),
  } as const;
}
