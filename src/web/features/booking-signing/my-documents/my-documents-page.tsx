import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { timeZoneOf } from '../../../../shared/format/site-time-zone';
import type { DocumentSummary } from '../../../../shared/signing/signing-contracts';
import type { SigningProvider } from '../../../../shared/signing/signing-endpoints';
import { useMyDocumentsTranslation } from '../../../i18n/my-documents-texts';
import { AppLink } from '../../../ui/app-link';
import container from '../../../ui/container.module.css';
import styles from '../../../ui/my-pages-panel/my-pages-panel.module.css';
import { useSession } from '../../../ui/session/session-context';
import { useSite } from '../../../ui/site-context';
import signing from '../signing.module.css';
import { SigningModal } from '../signing-modal';
import { readSigningReturn, returnPathOf, type SigningReturn } from '../signing-return';
import { listMyDocuments, MY_DOCUMENTS_KEY } from './my-documents-api';

// My documents (issue 15 item 4; flows §2.2 my documents, action and done; §3.8 pending/done):
// the list (pending first, then signed with their PDF), the sign page of one document (the
// booking's signing modal: BankID in Sweden, e-ident in Norway and Finland) and the done page.
// The documents come from the signing service, which answers the caller's only.

export type MyDocumentsPart = 'list' | 'action' | 'done';

export interface MyDocumentsPaths {
  list: string;
  action: string;
  done: string;
}

interface Props {
  heading?: string;
  part: MyDocumentsPart;
  paths: MyDocumentsPaths;
}

const PROVIDER_OF: Readonly<Record<string, SigningProvider>> = { NO: 'eident', FI: 'signicat' };

export function MyDocumentsPage({ heading, part, paths }: Props) {
  const { t } = useMyDocumentsTranslation();
  const { status, requestLogin } = useSession();
  const { site } = useSite();
  const location = useLocation();
  const documents = useQuery({
    queryKey: MY_DOCUMENTS_KEY,
    queryFn: listMyDocuments,
    enabled: status === 'loggedIn',
  });
  const date = new Intl.DateTimeFormat(site.locale === 'no' ? 'nb' : site.locale, {
    dateStyle: 'long',
    timeZone: timeZoneOf(site.country),
  });
  const formatDate = (value: string | null) => (value ? date.format(new Date(value)) : '');
  const title = (
    <h1 tabIndex={-1} className={styles.heading}>
      {part === 'done' ? t('doneTitle') : (heading ?? t('heading'))}
    </h1>
  );

  let body: ReactNode;
  if (status !== 'loggedIn') {
    body =
      status === 'unknown' ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p>{t('login')}</p>
          <button type="button" className={signing.primary} onClick={() => requestLogin('private')}>
            {t('loginButton')}
          </button>
        </>
      );
  } else if (documents.isError) {
    body = (
      <>
        <p role="alert">{t('errorFetching')}</p>
        <button type="button" className={signing.secondary} onClick={() => void documents.refetch()}>
          {t('retry')}
        </button>
      </>
    );
  } else if (!documents.data) {
    body = <p role="status">{t('loading')}</p>;
  } else if (part === 'list') {
    const pending = documents.data
      .filter((document) => document.status === 'pending')
      .sort((a, b) => (a.dueAt ?? '9').localeCompare(b.dueAt ?? '9'));
    const done = documents.data.filter((document) => document.status === 'done');
    body = (
      <>
        <p>{t('intro')}</p>
        <section className={styles.section} aria-labelledby="documents-pending" data-documents="pending">
          <h2 id="documents-pending">{t('pendingHeading')}</h2>
          {pending.length === 0 ? (
            <p>{t('nonePending')}</p>
          ) : (
            <ul className={styles.list}>
              {pending.map((document) => (
                <li key={document.id} className={styles.item} data-document={document.id}>
                  <h3 className={styles.name}>{document.title}</h3>
                  {document.dueAt && (
                    <p className={styles.meta}>{t('due', { date: formatDate(document.dueAt) })}</p>
                  )}
                  <div className={signing.actions}>
                    <AppLink
                      href={`${paths.action}?id=${document.id}`}
                      className={signing.primary}
                      aria-label={t('signLabel', { title: document.title })}
                      data-sign-document={document.id}
                    >
                      {t('sign')}
                    </AppLink>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.section} aria-labelledby="documents-done" data-documents="done">
          <h2 id="documents-done">{t('doneHeading')}</h2>
          {done.length === 0 ? (
            <p>{t('noneDone')}</p>
          ) : (
            <ul className={styles.list}>
              {done.map((document) => (
                <li key={document.id} className={styles.item} data-document={document.id}>
                  <h3 className={styles.name}>{document.title}</h3>
                  <p className={styles.meta}>{t('signedOn', { date: formatDate(document.signedAt) })}</p>
                  {document.signerName && (
                    <p className={styles.meta} data-signer="">
                      {t('signedBy', { name: document.signerName })}
                    </p>
                  )}
                  <PdfLink document={document} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  } else {
    const id = new URLSearchParams(location.search).get('id');
    const document = documents.data.find((candidate) => candidate.id === id);
    body = !document ? (
      <>
        <p role="alert">{t('notFound')}</p>
        <AppLink href={paths.list} className={signing.link}>
          {t('back')}
        </AppLink>
      </>
    ) : part === 'done' || document.status === 'done' ? (
      <div data-document-done={document.id}>
        <p role="status" className={signing.success}>
          {part === 'done'
            ? t('doneText', { title: document.title })
            : t('alreadyDone', { title: document.title })}
        </p>
        {document.signerName && (
          <p className={styles.meta} data-signer="">
            {t('signedBy', { name: document.signerName })}
          </p>
        )}
        <PdfLink document={document} />
        <p>
          <AppLink href={paths.list} className={signing.link} data-back-to-documents="">
            {t('back')}
          </AppLink>
        </p>
      </div>
    ) : (
      <SignDocument
        document={document}
        provider={PROVIDER_OF[site.country] ?? 'bank_id'}
        donePath={paths.done}
        dueText={document.dueAt ? t('due', { date: formatDate(document.dueAt) }) : ''}
      />
    );
  }

  return (
    <div className={`${container.container} ${styles.page}`} data-my-documents={part}>
      {title}
      {body}
    </div>
  );
}

function PdfLink({ document }: { document: DocumentSummary }) {
  const { t } = useMyDocumentsTranslation();
  return (
    <p>
      <a
        href={document.fileUrl}
        className={signing.link}
        download
        aria-label={t('downloadLabel', { title: document.title })}
        data-document-pdf={document.status}
      >
        {t('download')}
      </a>
    </p>
  );
}

/** The sign page of one pending document: what it is, its PDF, and the signing modal. */
function SignDocument({
  document,
  provider,
  donePath,
  dueText,
}: {
  document: DocumentSummary;
  provider: SigningProvider;
  donePath: string;
  dueText: string;
}) {
  const { t } = useMyDocumentsTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [modalOpen, setModalOpen] = useState(false);
  const [resume, setResume] = useState<SigningReturn | null>(null);
  const [returnUrl, setReturnUrl] = useState('');
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setReturnUrl(returnPathOf(window.location.pathname, window.location.search));
    const back = readSigningReturn(window.location.search);
    if (back) {
      setResume(back);
      setModalOpen(true);
      // The parameters are used once: a reload must not post a broker code again.
      window.history.replaceState(
        window.history.state,
        '',
        returnPathOf(window.location.pathname, window.location.search),
      );
    }
  }, []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_DOCUMENTS_KEY });
  return (
    <section aria-labelledby="sign-document" data-sign-page={document.id}>
      <h2 id="sign-document" className={styles.name}>
        {document.title}
      </h2>
      {dueText && <p className={styles.meta}>{dueText}</p>}
      <p>{t('actionIntro')}</p>
      <p>
        <a
          href={document.fileUrl}
          className={signing.link}
          target="_blank"
          rel="noopener"
          data-document-pdf="pending"
        >
          {t('read')}
        </a>
      </p>
      <div className={signing.actions}>
        <button
          ref={startButton}
          type="button"
          className={signing.primary}
          onClick={() => {
            setResume(null);
            setModalOpen(true);
          }}
          data-start-signing={provider}
        >
          {t('signLabel', { title: document.title })}
        </button>
      </div>
      {modalOpen && (
        <SigningModal
          bookingId={null}
          documentId={document.id}
          provider={resume?.kind === 'broker' ? resume.provider : provider}
          returnUrl={returnUrl}
          resume={resume}
          onClose={() => {
            setModalOpen(false);
            setResume(null);
            void refresh();
            window.requestAnimationFrame(() => startButton.current?.focus());
          }}
          onSigned={() => {
            setModalOpen(false);
            setResume(null);
            void refresh().then(() => navigate(`${donePath}?id=${document.id}`));
          }}
        />
      )}
    </section>
  );
}
