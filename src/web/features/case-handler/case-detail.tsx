import { useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { caseStatusLabel } from '../../../shared/cases/case-status-labels';
import type { StaffCaseDetail } from '../../../shared/cases/staff-case-contracts';
import { formatDate } from '../../../shared/format/dates';
import { useCaseHandlerTranslation } from '../../i18n/case-handler-texts';
import { useSite } from '../../ui/site-context';
import { CommentForm, StatusForm } from './case-forms';
import styles from './case-handler.module.css';
import { caseHandlerKeys, fetchStaffCase } from './case-handler-api';
import { siteNameOf } from './case-table';

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
  const { t } = useCaseHandlerTranslation();
  const query = useQuery({ queryKey: caseHandlerKeys.one(id), queryFn: () => fetchStaffCase(id) });
  const errand = query.data;
  const [savedStatus, setSavedStatus] = useState<string | null>(null);
  return (
    <section className={styles.detail} aria-labelledby="case-detail-heading">
      <h2 id="case-detail-heading" className={styles.detailHeading} ref={headingRef} tabIndex={-1}>
        {errand ? t('caseHeading', { number: errand.ticketNumber }) : t('loading')}
      </h2>
      {errand && <CaseFacts errand={errand} />}
      <p role="status" className={savedStatus ? styles.success : undefined}>
        {savedStatus ? t('statusSaved', { status: savedStatus }) : ''}
      </p>
      {errand && (
        <StatusForm key={`${errand.id}:${errand.caseStatusId}`} errand={errand} onSaved={setSavedStatus} />
      )}
      {errand && <CommentForm key={errand.id} errand={errand} />}
      <button type="button" className={styles.primary} onClick={onClose}>
        {t('close')}
      </button>
    </section>
  );
}

function CaseFacts({ errand }: { errand: StaffCaseDetail }) {
  const { t } = useCaseHandlerTranslation();
  const { site } = useSite();
  const locale = site.locale;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('columns.status')}</dt>
        <dd>{caseStatusLabel(locale, errand.caseStatusId)}</dd>
        <dt>{t('reporter')}</dt>
        <dd>{errand.reporterName}</dd>
        <dt>{t('address')}</dt>
        <dd>{errand.objectAddress ?? errand.otherResidentInfo ?? '–'}</dd>
        <dt>{t('siteName')}</dt>
        <dd>{siteNameOf(errand.siteKey)}</dd>
        <dt>{t('created')}</dt>
        <dd>{formatDate(errand.creationDate, locale)}</dd>
      </dl>
      <div>
        <h3>{t('description')}</h3>
        <p>{errand.description}</p>
      </div>
      {errand.attachments.length > 0 && (
        <div>
          <h3>{t('attachments')}</h3>
          <ul className={styles.plainList}>
            {errand.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} download={file.fileName}>
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3>{t('history')}</h3>
        <ol className={styles.plainList}>
          {errand.statusHistory.map((change) => (
            <li key={`${change.caseStatusId}:${change.changedAt}`}>
              {caseStatusLabel(locale, change.caseStatusId)} – {formatDate(change.changedAt, locale)}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3>{t('comments')}</h3>
        {errand.comments.length === 0 ? (
          <p>{t('noComments')}</p>
        ) : (
          <ul className={styles.comments}>
            {errand.comments.map((comment) => (
              <li key={comment.id}>
                <p>{comment.text}</p>
                <p className={styles.byline}>
                  {t('commentBy', {
                    name: comment.authorName,
                    date: formatDate(comment.createdAt, locale),
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
