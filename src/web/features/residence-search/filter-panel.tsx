import { memo } from 'react';
import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import {
  CONCEPT,
  HOME_TYPE,
  HOME_TYPES,
  INHABIT_DATE,
  type InhabitDateFilter,
  OUTDOOR_SPACE,
  OUTDOOR_SPACES,
  SEARCHED_STAGE_STATUSES,
  STAGE_STATUS,
  TENURE,
  VIEWING_FILTERS,
} from '../../../shared/residence/residence-enums';
import type { SliderBounds } from '../../../shared/residence/search-constants';
import type { SearchTag } from '../../../shared/residence/search-schemas';
import { FILTER_CONCEPTS, FILTER_TENURES, type SearchUrlState } from '../../../shared/residence/search-url';
import type { Country } from '../../../shared/sites/site-types';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import styles from './filter-panel.module.css';
import { CheckboxGroup, RadioGroup } from './option-groups';
import { RangeFilter, withPlus } from './range-filter';
import { TagCombobox } from './tag-combobox';

export interface FilterPanelProps {
  state: SearchUrlState;
  tags: readonly SearchTag[];
  bounds: SliderBounds;
  country: Country;
  /** The filters that changed; the page applies them to the search as it is now. */
  onChange: (change: Partial<SearchUrlState>) => void;
  onAddTag: (tag: SearchTag) => void;
  onRemoveTag: (tag: SearchTag) => void;
  onClear: () => void;
  canClear: boolean;
  /** The finer filter groups beside place, price, rooms and area (site flag advancedSearch). */
  advanced: boolean;
}

const keyOf = (table: Readonly<Record<string, number>>, id: number) =>
  Object.entries(table).find(([, value]) => value === id)?.[0] ?? String(id);

const INHABIT_KEYS: Record<InhabitDateFilter, 'now' | 'inSixMonths' | 'inOneYear' | 'any'> = {
  [INHABIT_DATE.Now]: 'now',
  [INHABIT_DATE.InSixMonths]: 'inSixMonths',
  [INHABIT_DATE.InOneYear]: 'inOneYear',
  [INHABIT_DATE.InMoreThenOneYear]: 'any',
};

// Every filter group of platform §3, in the order a buyer decides: where, how much, how
// big, then the finer choices, which a site without advanced search leaves out (sites.ts).
// Memoised: the page redraws as its results arrive, and the panel's forty inputs need not
// follow unless the filter itself changed.
export const FilterPanel = memo(function FilterPanel(props: FilterPanelProps) {
  const { state, bounds, country, onChange } = props;
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const label = (key: 'price' | 'rooms' | 'area') => t(`residenceSearch.${key}`);
  const minMax = (key: 'price' | 'rooms' | 'area') => ({
    minLabel: t('residenceSearch.minimum', { label: label(key).toLowerCase() }),
    maxLabel: t('residenceSearch.maximum', { label: label(key).toLowerCase() }),
  });
  const top = (text: string, atTop: boolean) => (atTop ? withPlus(text) : text);

  return (
    <div className={styles.panel}>
      <TagCombobox chosen={props.tags} onAdd={props.onAddTag} onRemove={props.onRemoveTag} />
      <RangeFilter
        label={label('price')}
        {...minMax('price')}
        bounds={bounds.price}
        value={state.price}
        format={(value, atTop) => top(formatCurrency(value, country), atTop)}
        onChange={(price) => onChange({ price })}
      />
      <RangeFilter
        label={label('rooms')}
        {...minMax('rooms')}
        bounds={bounds.rooms}
        value={state.rooms}
        format={(value, atTop) => top(formatRooms(value, null, locale), atTop)}
        onChange={(rooms) => onChange({ rooms })}
      />
      <RangeFilter
        label={label('area')}
        {...minMax('area')}
        bounds={bounds.area}
        value={state.area}
        format={(value, atTop) => top(formatArea(value, locale), atTop)}
        onChange={(area) => onChange({ area })}
      />
      {props.advanced && <AdvancedFilters {...props} />}
      <button type="button" className={styles.clearButton} onClick={props.onClear} disabled={!props.canClear}>
        {t('residenceSearch.clearFilters')}
      </button>
    </div>
  );
});

function AdvancedFilters({ state, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const enumOptions = <T extends number>(
    values: readonly T[],
    table: Record<string, number>,
    group: string,
  ) =>
    values.map((value) => ({
      value,
      label: t(`residence.${group}.${keyOf(table, value)}` as never) as string,
    }));
  return (
    <>
      <CheckboxGroup
        legend={t('residenceSearch.residenceType')}
        options={enumOptions(HOME_TYPES, HOME_TYPE, 'homeType')}
        selected={state.residenceType}
        onChange={(residenceType) => onChange({ residenceType })}
      />
      <RadioGroup
        legend={t('residenceSearch.inhabitDate')}
        name="inhabitDate"
        options={([0, 1, 2, 3] as InhabitDateFilter[]).map((value) => ({
          value,
          label: t(`residenceSearch.inhabitDateOption.${INHABIT_KEYS[value]}`),
        }))}
        selected={state.inhabitDate}
        onChange={(inhabitDate) => onChange({ inhabitDate })}
      />
      <CheckboxGroup
        legend={t('residenceSearch.projectStatus')}
        options={enumOptions(SEARCHED_STAGE_STATUSES, STAGE_STATUS, 'stageStatus')}
        selected={state.projectStatus}
        onChange={(projectStatus) => onChange({ projectStatus })}
      />
      <CheckboxGroup
        legend={t('residenceSearch.disposalForm')}
        options={enumOptions(FILTER_TENURES, TENURE, 'tenure')}
        selected={state.disposalForm}
        onChange={(disposalForm) => onChange({ disposalForm })}
      />
      <CheckboxGroup
        legend={t('residenceSearch.outdoorArea')}
        options={enumOptions(OUTDOOR_SPACES, OUTDOOR_SPACE, 'outdoorSpace')}
        selected={state.outdoorArea}
        onChange={(outdoorArea) => onChange({ outdoorArea })}
      />
      <CheckboxGroup
        legend={t('residenceSearch.concepts')}
        options={enumOptions(FILTER_CONCEPTS, CONCEPT, 'concept')}
        selected={state.concepts}
        onChange={(concepts) => onChange({ concepts })}
      />
      <RadioGroup
        legend={t('residenceSearch.viewing')}
        name="viewing"
        options={VIEWING_FILTERS.map((value) => ({
          value,
          label: t(`residenceSearch.viewingOption.${value}`),
        }))}
        selected={state.viewing}
        onChange={(viewing) => onChange({ viewing })}
      />
    </>
  );
}
