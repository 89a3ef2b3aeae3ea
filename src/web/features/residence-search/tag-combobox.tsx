import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/residence/search-constants';
import type { SearchTag, TagHit } from '../../../shared/residence/search-schemas';
import { useTranslation } from '../../i18n/use-translation';
import { useCombobox } from '../../ui/combobox/use-combobox';
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
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useTagSuggestions(query);
  const chosenIds = new Set(chosen.map((tag) => tag.id));
  const hits = (suggestions.data?.hits ?? []).filter((hit) => !chosenIds.has(hit.id));
  const showList = open && text.trim().length > 0 && query.trim().length > 0;
  const combobox = useCombobox({
    id,
    options: hits,
    optionKey: (hit) => hit.id,
    expanded: showList,
    onOpenChange: setOpen,
    enterPicksFirst: true,
    onPick: (hit) => {
      onAdd(asTag(hit));
      setText('');
      setOpen(false);
    },
  });

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
          aria-expanded={combobox.expanded}
          autoComplete="off"
          placeholder={t('residenceSearch.tagPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          {...combobox.inputProps}
          onKeyDown={(event) => {
            combobox.inputProps.onKeyDown(event);
            // A second Escape, the list already closed, clears the text.
            if (!event.defaultPrevented && event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <div
          role="listbox"
          {...combobox.listboxProps}
          aria-label={t('residenceSearch.tagSuggestions')}
          className={styles.listbox}
        >
          {showList && hits.length === 0 && !suggestions.isFetching && (
            <p className={styles.noOption}>{t('residenceSearch.tagNoSuggestions')}</p>
          )}
          {showList &&
            hits.map((hit, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here
              <div key={hit.id} role="option" {...combobox.optionProps(index)} className={styles.option}>
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
