import type { ExplorerObject } from '../../../shared/explorer/explorer-contracts';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import styles from './explorer.module.css';
import type { HomeTexts } from './explorer-display';

// The list alternative to the drawing: the matching homes of the view as a table, each opening
// the same card as its click area.

interface Row {
  apt: ExplorerObject;
  texts: HomeTexts;
  status: string;
  sunHours: string;
}

export function HomeList({
  caption,
  rows,
  onOpen,
}: {
  caption: string;
  rows: readonly Row[];
  onOpen: (id: string) => void;
}) {
  const { t } = useExplorerTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-home-list="">
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.home')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.rooms')}</th>
            <th scope="col">{t('list.area')}</th>
            <th scope="col">{t('list.price')}</th>
            <th scope="col">{t('list.sun')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ apt, texts, status, sunHours }) => (
            <tr key={apt.id} data-list-home={apt.id}>
              <th scope="row">
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t('list.open', { name: apt.apartmentNumber })}
                  onClick={() => onOpen(apt.id)}
                >
                  {apt.apartmentNumber}
                </button>
              </th>
              <td>{status}</td>
              <td>{texts.rooms}</td>
              <td>{texts.area}</td>
              <td>{texts.price}</td>
              <td>{sunHours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
