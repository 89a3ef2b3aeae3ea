import { useState } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { type Round, useRoundQuery, useRoundsQuery } from './api/rounds';
import styles from './errands.module.css';

// A board's inspection rounds (flows §7.1 rounds and rounds/{id}): only rounds with control
// points; each opens to its points and files. A failed fetch reads as no rounds (flows §7.4).
export function InspectionRounds() {
  const { t } = useErrandsTranslation();
  const rounds = useRoundsQuery(true);
  const list = rounds.data ?? [];
  if (rounds.isPending) return null;
  return (
    <section aria-labelledby="inspection-rounds" className={styles.section} data-inspection-rounds="">
      <h2 id="inspection-rounds">{t('rounds.heading')}</h2>
      <p>{t('rounds.intro')}</p>
      {list.length === 0 ? (
        <p>{t('rounds.none')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((round) => (
            <RoundItem key={round.id} round={round} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RoundItem({ round }: { round: Round }) {
  const { t } = useErrandsTranslation();
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  const detail = useRoundQuery(round.id, open);
  const panelId = `round-${round.id}`;
  return (
    <li className={styles.card} data-round-id={round.id}>
      <h3 className={styles.cardTitle}>{round.title}</h3>
      <p className={styles.muted}>
        {round.propertyDesignation} · {t('rounds.performed', { date: formatDate(round.performedOn, locale) })}{' '}
        · {t('rounds.points', { count: round.nrOfCaseControlPoints })}
      </p>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'rounds.hide' : 'rounds.show', { title: round.title })}
      </button>
      <div id={panelId} hidden={!open}>
        {open && detail.isPending && <p role="status">{t('loading')}</p>}
        {detail.data && (
          <>
            <ul className={styles.points}>
              {detail.data.controlPoints.map((point) => (
                <li key={point.id}>
                  {point.description}
                  {point.roomName ? ` (${point.roomName})` : ''} –{' '}
                  <strong>{point.resolved ? t('rounds.resolved') : t('rounds.unresolved')}</strong>
                </li>
              ))}
            </ul>
            {detail.data.attachments.length > 0 && (
              <>
                <h4>{t('rounds.files')}</h4>
                <ul className={styles.files}>
                  {detail.data.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={file.url}
                        download={file.fileName}
                        aria-label={t('download', { name: file.fileName })}
                      >
                        {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </li>
  );
}
