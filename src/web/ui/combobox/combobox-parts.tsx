import type { HTMLAttributes, InputHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import type { Combobox } from './use-combobox';

// The elements of a useCombobox combobox. The input and the listbox may sit apart (the
// header puts its list outside its form); each part takes the combobox it belongs to.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'role'> & { combobox: Combobox };

/** The input that keeps focus; a key the combobox does not use goes on to `onKeyDown`. */
export function ComboboxInput({ combobox, onKeyDown, ...input }: InputProps) {
  return (
    <input
      {...input}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={combobox.expanded}
      aria-controls={combobox.listboxId}
      aria-activedescendant={combobox.active >= 0 ? combobox.optionId(combobox.active) : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        combobox.onKeyDown(event);
        if (!event.defaultPrevented) onKeyDown?.(event);
      }}
    />
  );
}

type ListboxProps = HTMLAttributes<HTMLDivElement> & { combobox: Combobox; label: string };

/** The popup list, named by `label`; hidden while the combobox is collapsed. */
export function ComboboxListbox({ combobox, label, children, ...attributes }: ListboxProps) {
  return (
    <div
      {...attributes}
      id={combobox.listboxId}
      role="listbox"
      aria-label={label}
      hidden={!combobox.expanded}
    >
      {children}
    </div>
  );
}

type OptionProps = Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role'> & {
  combobox: Combobox;
  index: number;
  children: ReactNode;
};

/** One option: active by the keys (aria-selected), picked by a click. */
export function ComboboxOption({ combobox, index, children, ...attributes }: OptionProps) {
  const active = index === combobox.active;
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter, Escape)
    <div
      {...attributes}
      id={combobox.optionId(index)}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      // Focus stays in the input, so its blur does not close the list before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => combobox.pick(index)}
    >
      {children}
    </div>
  );
}
