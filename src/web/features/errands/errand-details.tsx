import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { ROOM_TYPES, type RoomTypeKey } from '../../../shared/cases/case-constants';
import type { ErrandDetail } from '../../../shared/cases/case-schemas';
import { cancelledStatusFor, canMoveCase, caseStatusGroup } from '../../../shared/cases/case-statuses';
import { formatDate } from '../../../shared/format/dates';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { AppLink } from '../../ui/app-link';
import { useSite } from '../../ui/site-context';
import { useCloseErrand } from './api/close-errand';
import { useErrandQuery } from './api/errand';
import type { ErrandFamily } from './api/errand-family';
import { CloseErrandDialog } from './close-errand-dialog';
import { ErrandEditForm } from './errand-edit-form';
import { typeKeyOf } from './errand-list-rules';
import { errandPlace } from './errand-place';
import { ErrandStatusBadge, useStatusText } from './errand-status-badge';
import styles from './errands.module.css';
import { FetchError } from './fetch-error';

// One errand (flows §2.8, opened by ?errandId=): its facts, description, attachments, status
// timeline, the change of an open errand and the close action. Focus moves to its heading when it opens, so a keyboard or
// screen-reader user starts reading at the errand.

const ROOM_KEY_BY_CODE = new Map<number, RoomTypeKey>(
  (Object.entries(ROOM_TYPES) as [RoomTypeKey, number][]).map(([key, code]) => [code, key]),
);

export function ErrandDetails({
  id,
  family,
  backHref,
}: {
  id: string;
  family: ErrandFamily;
  backHref: string;
}) {
  const { t } = useErrandsTranslation();
  const query = useErrandQuery(family, id, true);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <article className={styles.details} aria-busy={query.isPending} data-errand-details={id}>
      <p>
        <AppLink href={backHref} className={styles.backLink}>
          {t('back')}
        </AppLink>
      </p>
      {query.isPending && <p role="status">{t('loading')}</p>}
      {query.isError &&
        (query.error instanceof ApiRequestError && query.error.status === 404 ? (
          <p role="alert" className={styles.notice}>
            {t('notFound')}
          </p>
        ) : (
          <FetchError title={t('errorFetchingOne')} onRetry={() => void query.refetch()} />
        ))}
      {query.data && <ErrandDetailBody errand={query.data} family={family} headingRef={heading} />}
    </article>
  );
}

function ErrandDetailBody({
  errand,
  family,
  headingRef,
}: {
  errand: ErrandDetail;
  family: ErrandFamily;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useErrandsTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const statusText = useStatusText();
  const close = useCloseErrand(family, t('close.failed'));
  const [closedNow, setClosedNow] = useState(false);
  const [editing, setEditing] = useState(false);
  const [changedNow, setChangedNow] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const type = typeKeyOf(errand);
  const room = ROOM_KEY_BY_CODE.get(errand.roomType);
  const place = errandPlace(errand);
  const closable = canMoveCase(errand.caseStatusId, cancelledStatusFor(site.key));
  // Issue 35 item 9: residents change their own open errands (the server refuses completed ones).
  const editable = family === 'customer' && caseStatusGroup(errand.caseStatusId) !== 'completed';
  const finishEditing = (saved: boolean) => {
    setChangedNow(saved);
    returnFocus.current = true;
    setEditing(false);
  };
  // Back on the button that opened the form once it closes, so the keyboard stays in place.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  return (
    <>
      <div className={styles.detailsHead}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('ticket', { number: errand.ticketNumber })}
        </h1>
        <ErrandStatusBadge statusId={errand.caseStatusId} />
      </div>
      <p role="status" className={styles.liveNote}>
        {closedNow ? t('close.done') : changedNow ? t('edit.saved') : ''}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('fields.type')}</dt>
          <dd>{type ? t(`types.${type}`) : errand.caseTypeName}</dd>
        </div>
        <div>
          <dt>{t('fields.created')}</dt>
          <dd>
            <time dateTime={errand.creationDate}>{formatDate(errand.creationDate, locale)}</time>
          </dd>
        </div>
        {place && (
          <div>
            <dt>{t('fields.place')}</dt>
            <dd>{place}</dd>
          </div>
        )}
        {errand.brfName && (
          <div>
            <dt>{t('fields.association')}</dt>
            <dd>{errand.brfName}</dd>
          </div>
        )}
        {room && (
          <div>
            <dt>{t('fields.room')}</dt>
            <dd>{t(`roomTypes.${room}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('fields.area')}</dt>
          <dd>{errand.areaName}</dd>
        </div>
        {errand.nrOfCaseControlPoints > 0 && (
          <div>
            <dt>{t('fields.controlPoints')}</dt>
            <dd>{errand.nrOfCaseControlPoints}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby="errand-description" className={styles.section}>
        <h2 id="errand-description">{t('fields.description')}</h2>
        <p className={styles.description}>{errand.description}</p>
      </section>

      <section aria-labelledby="errand-attachments" className={styles.section}>
        <h2 id="errand-attachments">{t('attachments')}</h2>
        {errand.attachments.length === 0 ? (
          <p>{t('noAttachments')}</p>
        ) : (
          <ul className={styles.files}>
            {errand.attachments.map((file) => (
              <li key={file.id}>
                {/* A plain link: the file is a download the server authorises, not a page. */}
                <a
                  href={file.url}
                  download={file.fileName}
                  aria-label={t('download', { name: file.fileName })}
                  data-attachment=""
                >
                  {file.fileName}
                </a>{' '}
                <span className={styles.muted}>({formatSize(file.size)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {editable &&
        (editing ? (
          <ErrandEditForm errand={errand} family={family} onDone={finishEditing} />
        ) : (
          <div className={styles.section}>
            <button
              ref={editButton}
              type="button"
              className={styles.secondaryButton}
              data-edit-errand=""
              onClick={() => {
                setChangedNow(false);
                setEditing(true);
              }}
            >
              {t('edit.button')}
            </button>
          </div>
        ))}

      {errand.comments.length > 0 && (
        <section aria-labelledby="errand-comments" className={styles.section}>
          <h2 id="errand-comments">{t('comments')}</h2>
          <ol className={styles.comments} data-errand-comments="">
            {errand.comments.map((comment) => (
              <li key={comment.id}>
                <p className={styles.commentMeta}>
                  {comment.authorName},{' '}
                  <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, locale)}</time>
                </p>
                <p className={styles.commentText}>{comment.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="errand-timeline" className={styles.section}>
        <h2 id="errand-timeline">{t('timeline')}</h2>
        <ol className={styles.timeline} data-errand-timeline="">
          {errand.statusHistory.map((change) => {
            const text = statusText(change.caseStatusId);
            return (
              <li key={`${change.caseStatusId}-${change.changedAt}`} data-status-group={text.group}>
                <time dateTime={change.changedAt}>{formatDate(change.changedAt, locale)}</time>{' '}
                <span>{text.detail ? `${text.groupName} · ${text.detail}` : text.groupName}</span>
              </li>
            );
          })}
        </ol>
      </section>

      {closable && (
        <div className={styles.section}>
          <CloseErrandDialog
            ticketNumber={errand.ticketNumber}
            pending={close.isPending}
            onConfirm={() =>
              close.mutate(
                { id: errand.id, site: site.key },
                {
                  onSuccess: () => {
                    setClosedNow(true);
                    headingRef.current?.focus();
                  },
                },
              )
            }
          />
        </div>
      )}
    </>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
