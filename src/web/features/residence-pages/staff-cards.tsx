import type { StaffMember } from '../../../shared/residence/residence-page-view-models';
import { useTranslation } from '../../i18n/use-translation';
import { staffRoleLabel } from './residence-labels';
import styles from './residence-sections.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The project's sales staff with phone and email links. */
export function StaffCards({ staff }: { staff: readonly StaffMember[] }) {
  const { t } = useTranslation();
  if (staff.length === 0) return null;
  return (
    <div className={styles.panel}>
      <h2 id="contact" className={styles.panelHeading}>
        {t('residencePages.contact.heading')}
      </h2>
      <ul className={styles.staff}>
        {staff.map((member) => (
          <li key={`${member.role}-${member.name}`} className={styles.person}>
            <span className={styles.initials} aria-hidden="true">
              {initialsOf(member.name)}
            </span>
            <div>
              <p className={styles.personName}>{member.name}</p>
              <p className={styles.muted}>{staffRoleLabel(t, member.role)}</p>
              <p className={styles.contactLinks}>
                <a
                  href={telHref(member.phone)}
                  aria-label={`${t('residencePages.contact.phone', { name: member.name })}: ${member.phone}`}
                >
                  {member.phone}
                </a>
                <a
                  href={`mailto:${member.email}`}
                  aria-label={`${t('residencePages.contact.email', { name: member.name })}: ${member.email}`}
                >
                  {member.email}
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
