import { useId } from 'react';
import type { Contact } from '../../../../shared/my-pages/my-pages-contracts';
import { useMyPagesTranslation } from '../../../i18n/my-pages-texts';
import { AppLink } from '../../../ui/app-link';
import container from '../../../ui/container.module.css';
import { useSession } from '../../../ui/session/session-context';
import styles from '../my-pages.module.css';
import { useContactsQuery } from './use-contacts';

// Contacts under my pages (issue 15 item 7): the people of the person's projects by the roles
// of flows §3.7, each with a photo (or their initials), a phone link and an e-mail link.

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function ContactsPage({ heading }: { heading?: string }) {
  const { t } = useMyPagesTranslation();
  const { user } = useSession();
  const contacts = useContactsQuery(user?.id ?? null);
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.intro}>{t('contacts.intro')}</p>
      {!user || contacts.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : contacts.isError ? (
        <>
          <p role="alert">{t('errorFetching')}</p>
          <button type="button" className={styles.primary} onClick={() => contacts.refetch()}>
            {t('retry')}
          </button>
        </>
      ) : contacts.data.projects.length === 0 ? (
        <p>{t('contacts.empty')}</p>
      ) : (
        contacts.data.projects.map((project) => (
          <ProjectContacts
            key={project.stageId}
            name={project.stageName}
            url={project.url}
            people={project.contacts}
          />
        ))
      )}
    </div>
  );
}

function ProjectContacts({ name, url, people }: { name: string; url: string | null; people: Contact[] }) {
  const { t } = useMyPagesTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{url ? <AppLink href={url}>{name}</AppLink> : name}</h2>
      <ul className={styles.people}>
        {people.map((person) => (
          <li key={`${person.role}-${person.name}`} className={styles.person}>
            {person.photoUrl ? (
              <img
                className={styles.avatar}
                src={person.photoUrl}
                alt={t('contacts.photo', { name: person.name })}
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(person.name)}
              </span>
            )}
            <div>
              <p className={styles.strong}>{person.name}</p>
              <p className={styles.muted}>{t(`contacts.roles.${person.role}`)}</p>
              <p>
                <a
                  href={telHref(person.phone)}
                  aria-label={t('contacts.call', { name: person.name, phone: person.phone })}
                >
                  {person.phone}
                </a>
              </p>
              <p>
                <a
                  href={`mailto:${person.email}`}
                  aria-label={t('contacts.mail', { name: person.name, email: person.email })}
                >
                  {person.email}
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
