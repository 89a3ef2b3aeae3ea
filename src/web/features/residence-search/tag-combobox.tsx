import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/residence/search-constants';
import type { SearchTag, TagHit } from '../../../shared/residence/search-schemas';
import { Icon } from '../../ui/icon';
import { useTagSuggestions } from './api/search-tags';
import styles from './filter-panel.module.css';

interface TagComboboxProps {
  chosen: readonly SearchTag[];
  onAdd: (tag: SearchTag) => void;
  onRemove: (tag: SearchTag) => void;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const asTag = ({ id, name, url, hasRental }: TagHit): SearchTag => ({ id, name, url, hasRental });

// The tag autocomplete (WAI-ARIA combobox with a listbox popup): arrow keys move through
// the suggestions, Enter picks the active one, Escape closes the list (a second Escape
// clears the text). Chosen tags show as chips with a remove button each.
export function TagCombobox({ chosen, onAdd, onRemove }: TagComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useTagSuggestions(query);
  const chosenIds = new Set(chosen.map((tag) => tag.id));
  const hits = (suggestions.data?.hits ?? []).filter((hit) => !chosenIds.has(hit.id));
  const showList = open && text.trim().length > 0 && query.trim().length > 0;

  const pick = (hit: TagHit) => {
    onAdd(asTag(hit));
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (hits.length === 0 ? -1 : (index + 1) % hits.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (hits.length === 0 ? -1 : index <= 0 ? hits.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? (hits.length > 0 && active === -1 ? hits[0] : undefined);
      if (showList && hit) {
        event.preventDefault();
        pick(hit);
      }
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const activeHit = showList ? hits[active] : undefined;
  return (
    <div className={styles.group}>
      <label className={styles.groupLabel} htmlFor={`${id}-input`}>
        {t('residenceSearch.tagLabel')}
      </label>
      <div className={styles.combobox}>
        <Icon name="search" size={18} className={styles.comboboxIcon} />
        <input
          id={`${id}-input`}
          className={styles.comboboxInput}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeHit ? `${id}-option-${activeHit.id}` : undefined}
          placeholder={t('residenceSearch.tagPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('residenceSearch.tagSuggestions')}
          className={styles.listbox}
          hidden={!showList}
        >
          {showList && hits.length === 0 && !suggestions.isFetching && (
            <p className={styles.noOption}>{t('residenceSearch.tagNoSuggestions')}</p>
          )}
          {showList &&
            hits.map((hit, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter, Escape)
              <div
                key={hit.id}
                id={`${id}-option-${hit.id}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                data-active={index === active || undefined}
                // Keeps focus in the input so the blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(hit)}
              >
                <span className={styles.optionName}>{hit.name}</span>
                <span className={styles.optionMeta}>
                  {t(`residenceSearch.tagKind.${hit.kind}`)} ·{' '}
                  {t('residenceSearch.tagSuggestionCount', { count: hit.count })}
                </span>
              </div>
            ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {showList && hits.length > 0
          ? t('residenceSearch.tagSuggestionsAvailable', { count: hits.length })
          : ''}
      </p>
      {chosen.length > 0 && (
        <ul className={styles.chips} aria-label={t('residenceSearch.chosenTags')}>
          {chosen.map((tag) => (
            <li key={tag.id} className={styles.chip}>
              <span>{tag.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('residenceSearch.removeTag', { name: tag.name })}
                onClick={() => onRemove(tag)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
