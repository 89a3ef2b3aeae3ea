import type { ReactNode } from 'react';
import type { PremisesOffer } from '../../../shared/premises/premises-constants';
import type { PremisesContact } from '../../../shared/premises/premises-view-models';
import { useListingsTranslation } from '../../i18n/listings-texts';
import styles from './premises-object.module.css';

/** What opens the contact form: the page's template supplies it (features/content-forms). */
export type MessageButton = (props: {
  label: string;
  title: string;
  description: string;
  className: string;
}) => ReactNode;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Whom to ask about a premises (issue 33 item 7): the person responsible for letting or selling
 * it, else the site's customer service, with a phone link, an e-mail link and the contact form,
 * which mails them what is sent.
 */
export function PremisesContactCard({
  contact,
  premisesName,
  offer,
  messageButton,
}: {
  contact: PremisesContact;
  premisesName: string;
  offer: PremisesOffer;
  messageButton?: MessageButton;
}) {
  const { t } = useListingsTranslation();
  const person = contact.kind === 'responsible';
  const name = contact.name ?? t('premises.contact.customerService');
  return (
    <section className={styles.contact} aria-labelledby="premises-contact">
      <h2 id="premises-contact" className={styles.sectionHeading}>
        {t('premises.contact.heading')}
      </h2>
      <p className={styles.muted}>{t('premises.contact.intro')}</p>
      <div>
        <p className={styles.contactName}>{name}</p>
        <p className={styles.muted}>
          {person ? t(`premises.contact.role.${offer}`) : t('premises.contact.customerServiceHours')}
        </p>
      </div>
      <dl className={styles.contactWays}>
        <dt>{t('premises.contact.phone')}</dt>
        <dd>
          <a
            href={telHref(contact.phone)}
            aria-label={t('premises.contact.call', { name, phone: contact.phone })}
          >
            {contact.phone}
          </a>
        </dd>
        <dt>{t('premises.contact.email')}</dt>
        <dd>
          <a
            href={`mailto:${contact.email}`}
            aria-label={t('premises.contact.mail', { name, email: contact.email })}
          >
            {contact.email}
          </a>
        </dd>
      </dl>
      {messageButton?.({
        label: t('premises.contact.write'),
        title: t('premises.contact.dialogTitle', { name: premisesName }),
        description: t('premises.contact.dialogIntro', {
          recipient: contact.name ?? t('premises.contact.customerServiceRecipient'),
        }),
        className: styles.messageButton,
      })}
    </section>
  );
}
