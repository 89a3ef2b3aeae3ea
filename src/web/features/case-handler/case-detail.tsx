import { useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseStatusLabel } from '../../../shared/cases/case-status-labels';
import type { StaffCaseDetail } from '../../../shared/cases/staff-case-contracts';
import { useSite } from '../../ui/site-context';
import { CommentForm, StatusForm } from './case-forms';
import styles from './case-handler.module.css';
import { caseHandlerKeys, fetchStaffCase } from './case-handler-api';
import { formatDate, siteNameOf } from './case-table';

/** One case (keyed by its id): its facts, timeline and comments, and the two forms that change it. */
export function CaseDetail({
  id,
  headingRef,
  onClose,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: caseHandlerKeys.one(id), queryFn: () => fetchStaffCase(id) });
  const errand = query.data;
  const [savedStatus, setSavedStatus] = useState<string | null>(null);
  return (
    <section className={styles.detail} aria-labelledby="case-detail-heading">
      <h2 id="case-detail-heading" className={styles.detailHeading} ref={headingRef} tabIndex={-1}>
        {errand ? t('caseHandler.caseHeading', { number: errand.ticketNumber }) : t('caseHandler.loading')}
      </h2>
      {errand && <CaseFacts errand={errand} />}
      <p role="status" className={savedStatus ? styles.success : undefined}>
        {savedStatus ? t('caseHandler.statusSaved', { status: savedStatus }) : ''}
      </p>
      {errand && (
        <StatusForm key={`${errand.id}:${errand.caseStatusId}`} errand={errand} onSaved={setSavedStatus} />
      )}
      {errand && <CommentForm key={errand.id} errand={errand} />}
      <button type="button" className={styles.primary} onClick={onClose}>
        {t('caseHandler.close')}
      </button>
    </section>
  );
}

function CaseFacts({ errand }: { errand: StaffCaseDetail }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const locale = site.locale;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('caseHandler.columns.status')}</dt>
        <dd>{caseStatusLabel(locale, errand.caseStatusId)}</dd>
        <dt>{t('caseHandler.reporter')}</dt>
        <dd>{errand.reporterName}</dd>
        <dt>{t('caseHandler.address')}</dt>
        <dd>{errand.objectAddress ?? errand.otherResidentInfo ?? '–'}</dd>
        <dt>{t('caseHandler.siteName')}</dt>
        <dd>{siteNameOf(errand.siteKey)}</dd>
        <dt>{t('caseHandler.created')}</dt>
        <dd>{formatDate(locale, errand.creationDate)}</dd>
      </dl>
      <div>
        <h3>{t('caseHandler.description')}</h3>
        <p>{errand.description}</p>
      </div>
      <div>
        <h3>{t('caseHandler.history')}</h3>
        <ol className={styles.plainList}>
          {errand.statusHistory.map((change) => (
            <li key={`${change.caseStatusId}:${change.changedAt}`}>
              {caseStatusLabel(locale, change.caseStatusId)} – {formatDate(locale, change.changedAt)}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3>{t('caseHandler.comments')}</h3>
        {errand.comments.length === 0 ? (
          <p>{t('caseHandler.noComments')}</p>
        ) : (
          <ul className={styles.comments}>
            {errand.comments.map((comment) => (
              <li key={comment.id}>
                <p>{comment.text}</p>
                <p className={styles.byline}>
                  {t('caseHandler.commentBy', {
                    name: comment.authorName,
                    date: formatDate(locale, comment.createdAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
