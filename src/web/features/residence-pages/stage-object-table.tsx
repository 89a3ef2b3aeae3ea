import { useState } from 'react';
import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import { compareObjectNumbers } from '../../../shared/residence/object-number-order';
import type { StageObjectRow } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import { objectStatusLabel, objectStatusTone } from './residence-labels';
import styles from './stage-object-table.module.css';
import { StatusBadge } from './status-badge';

type Column =
  | 'objectNumber'
  | 'rooms'
  | 'livingArea'
  | 'floor'
  | 'price'
  | 'totalPrice'
  | 'monthlyFee'
  | 'status';
type Direction = 'ascending' | 'descending';

function compare(a: StageObjectRow, b: StageObjectRow, column: Column): number {
  if (column === 'objectNumber') return compareObjectNumbers(a.objectNumber, b.objectNumber);
  return (a[column] ?? 0) - (b[column] ?? 0);
}

/**
 * Every home of the stage with its status; each row links to the home's page. Column
 * headers sort; on narrow screens each row becomes a card.
 */
export function StageObjectTable({
  objects,
  stageName,
}: {
  objects: readonly StageObjectRow[];
  stageName: string;
}) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const [sort, setSort] = useState<{ column: Column; direction: Direction }>({
    column: 'objectNumber',
    direction: 'ascending',
  });
  const showTotal = site.country === 'FI';
  const columns: { id: Column; label: string }[] = [
    { id: 'objectNumber', label: t('residencePages.table.objectNumber') },
    { id: 'rooms', label: t('residence.facts.rooms') },
    { id: 'livingArea', label: t('residence.facts.livingArea') },
    { id: 'floor', label: t('residence.facts.floor') },
    { id: 'price', label: t('residence.facts.price') },
    ...(showTotal ? [{ id: 'totalPrice' as const, label: t('residence.facts.totalPrice') }] : []),
    { id: 'monthlyFee', label: t('residence.facts.monthlyFee') },
    { id: 'status', label: t('residence.facts.status') },
  ];
  const sorted = [...objects].sort((a, b) => {
    const order = compare(a, b, sort.column);
    return sort.direction === 'ascending' ? order : -order;
  });
  const toggle = (column: Column) =>
    setSort((previous) => ({
      column,
      direction:
        previous.column === column && previous.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const cell = (object: StageObjectRow, column: Column) => {
    switch (column) {
      case 'objectNumber':
        return (
          <AppLink href={object.url} className={styles.link}>
            {object.objectNumber}
          </AppLink>
        );
      case 'rooms':
        return formatRooms(object.rooms, null, locale);
      case 'livingArea':
        return formatArea(object.livingArea, locale);
      case 'floor':
        return t('residence.facts.floorOf', { floor: object.floor, floors: object.buildingFloors });
      case 'price':
        return object.price === null
          ? `${t('residence.facts.rent')} ${t('residence.facts.perMonth', {
              amount: formatCurrency(object.monthlyFee, site.country),
            })}`
          : formatCurrency(object.price, site.country);
      case 'totalPrice':
        return object.totalPrice === null ? '' : formatCurrency(object.totalPrice, site.country);
      case 'monthlyFee':
        return object.price === null ? '' : formatCurrency(object.monthlyFee, site.country);
      case 'status':
        return (
          <StatusBadge
            label={objectStatusLabel(t, object.status, object.price === null)}
            tone={objectStatusTone(object.status)}
          />
        );
    }
  };

  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('residencePages.table.caption', { name: stageName })}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort.column === column.id;
              return (
                <th key={column.id} scope="col" aria-sort={active ? sort.direction : undefined}>
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => toggle(column.id)}
                    title={t('residencePages.table.sortBy', { column: column.label })}
                  >
                    {column.label}
                    <span className={styles.sortMark} aria-hidden="true" data-active={active}>
                      {active && sort.direction === 'descending' ? '↓' : '↑'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((object) => (
            <tr key={object.id} data-status={object.status}>
              {columns.map((column) =>
                column.id === 'objectNumber' ? (
                  <th key={column.id} scope="row" data-label={column.label}>
                    {cell(object, column.id)}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.label}>
                    {cell(object, column.id)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
