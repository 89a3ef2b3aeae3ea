import { useId } from 'react';
import type { CaseStatusGroup } from '../../../shared/cases/case-statuses';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import {
  ERRAND_SORTS,
  type ErrandListState,
  type ErrandSort,
  STATUS_GROUPS,
  TYPE_FILTERS,
  type TypeFilter,
} from './errand-list-rules';
import styles from './errands.module.css';

// flows §2.8: sort by creation date or status rank; filter by status group and type. Native
// selects: labelled, keyboard-usable and a phone's own picker without extra code.
export function ErrandListControls({
  state,
  onChange,
}: {
  state: ErrandListState;
  onChange: (next: Partial<ErrandListState>) => void;
}) {
  const { t } = useErrandsTranslation();
  const id = useId();
  return (
    <fieldset className={styles.controls}>
      <legend className="visually-hidden">{t('controls.label')}</legend>
      <div className={styles.control}>
        <label htmlFor={`${id}-sort`}>{t('controls.sort')}</label>
        <select
          id={`${id}-sort`}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as ErrandSort })}
        >
          {ERRAND_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sort === 'date' ? t('controls.sortDate') : t('controls.sortStatus')}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-status`}>{t('controls.status')}</label>
        <select
          id={`${id}-status`}
          value={state.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as CaseStatusGroup | null })}
        >
          <option value="">{t('controls.all')}</option>
          {STATUS_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`groups.${group}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.control}>
        <label htmlFor={`${id}-type`}>{t('controls.type')}</label>
        <select
          id={`${id}-type`}
          value={state.type ?? ''}
          onChange={(event) => onChange({ type: (event.target.value || null) as TypeFilter | null })}
        >
          <option value="">{t('controls.all')}</option>
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
