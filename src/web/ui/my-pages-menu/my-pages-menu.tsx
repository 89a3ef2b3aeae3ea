import { useLocation } from 'react-router';
import { linkFor } from '../../../shared/sites/feature-availability';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import { AppLink } from '../app-link';
import container from '../container.module.css';
import { useIsEditMode } from '../edit-mode-context';
import { useSession } from '../session/session-context';
import { useSite } from '../site-context';
import { useHasCasesQuery } from './has-cases';
import { myPagesLinks } from './my-pages-entries';
import styles from './my-pages-menu.module.css';

// The my-pages submenu (flows §2.4) above each my-pages template. Only entries whose page
// exists are links (feature-availability.ts); with only the overview left, no menu is shown.
// In edit mode (an editor's login only) the payments entry shows (flows §2.4): the page's flag,
// or the one a template passes.
export function MyPagesMenu({ editMode = false }: { editMode?: boolean }) {
  const pageInEditMode = useIsEditMode();
  const { t } = useErrandsTranslation();
  const { site } = useSite();
  const { user } = useSession();
  const location = useLocation();
  const hasCases = useHasCasesQuery(user !== null && site.key !== 'fi');
  if (!user) return null;

  const links = myPagesLinks(
    {
      site: site.key,
      isBoardMember: user.isBoardMember,
      isVip: user.vipMemberships.some((membership) => membership.site === site.key),
      hasObjectPageBooking: user.bookings.some((booking) => booking.objectPageExists),
      hasCases: hasCases.data === true,
      hasPayments: user.payments.some((payment) => payment.site === site.key),
      // flows §2.4: the active object's entry date opens errands a month after moving in.
      entryDate: user.activeObject?.entryDate ?? null,
      succession: user.activeObject?.succession ?? false,
      editMode: editMode || pageInEditMode,
      now: new Date(),
    },
    linkFor,
  );
  if (links.length < 2) return null;

  return (
    <nav aria-label={t('menu.label')} className={`${container.container} ${styles.menu}`}>
      <ul>
        {links.map(({ entry, href }) => (
          <li key={entry}>
            <AppLink href={href} aria-current={location.pathname === href ? 'page' : undefined}>
              {t(`menu.${entry}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
