import type { KeyboardEvent, ReactNode } from 'react';

// Tabs after the WAI-ARIA tabs pattern: a tablist of buttons, the selected one in the tab
// order and the others reached with the arrow keys, Home and End; one panel labelled by the
// selected tab. ADR 0010: radix-ui's Tabs cost the search page about 8 KB of gzip on its first
// load (its collection, roving-focus and presence parts), for what these few lines do.

export interface TabItem<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

interface TabListProps<T extends string> {
  /** Prefix of the tabs' and the panel's ids, unique on the page (useId). */
  idPrefix: string;
  /** The tablist's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /**
   * automatic: an arrow key selects the tab it moves to (a cheap change); manual: it only moves
   * the focus and Enter or Space selects (a change that loads something).
   */
  activation?: 'automatic' | 'manual';
  className?: string;
  tabClassName?: string;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabList<T extends string>({
  idPrefix,
  label,
  items,
  selected,
  onSelect,
  activation = 'automatic',
  className,
  tabClassName,
}: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    tabs[next]?.focus();
    const item = items[next];
    if (activation === 'automatic' && item) onSelect(item.value);
  };
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            className={tabClassName}
            onClick={() => onSelect(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  selected: string;
  className?: string;
  children: ReactNode;
}

/** The selected tab's panel. Not itself in the tab order: the panels here start with links. */
export function TabPanel({ idPrefix, selected, className, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix)}
      aria-labelledby={tabId(idPrefix, selected)}
      className={className}
    >
      {children}
    </div>
  );
}
