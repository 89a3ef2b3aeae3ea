import { useTranslation } from 'react-i18next';
import { ACCOUNT_EXTRA_PATHS } from '../../../shared/account/account-paths';
import { useAccountPagesTranslation } from '../../i18n/account-pages-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import styles from './account.module.css';
import overview from './my-pages-overview.module.css';

// The my-pages start (template 'my-pages'): who is logged in, their details, VIP on this site
// and their bookings. The my-pages areas themselves (documents, payments, errands, …) are a
// later issue; this page only shows what the account already holds.
export function MyPagesOverview({ heading }: { heading?: string }) {
  const { t } = useTranslation();
  const { t: tPages } = useAccountPagesTranslation();
  const { site } = useSite();
  const { status, user } = useSession();

  if (status !== 'loggedIn' || !user) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        <h1 className={styles.heading}>{heading ?? t('header.myPages')}</h1>
        <p role="status">{tPages('myPages.loading')}</p>
      </div>
    );
  }

  const isVip = user.vipMemberships.some((membership) => membership.site === site.key);
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>
        {/* The person is greeted, not the association: that is named in its own card. */}
        {tPages('myPages.greeting', { name: user.firstName })}
      </h1>
      <p>{tPages('myPages.intro', { siteName: site.siteName })}</p>

      <div className={overview.grid}>
        <section aria-labelledby="my-details" className={overview.card}>
          <h2 id="my-details">{tPages('myPages.details')}</h2>
          <dl className={overview.facts}>
            <dt>{tPages('myPages.name')}</dt>
            <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
            <dt>{tPages('myPages.email')}</dt>
            <dd>{user.email}</dd>
            {user.phoneNumber && (
              <>
                <dt>{tPages('myPages.phone')}</dt>
                <dd>{user.phoneNumber}</dd>
              </>
            )}
          </dl>
          <AppLink href={ACCOUNT_EXTRA_PATHS[site.locale].changeEmail}>
            {tPages('myPages.changeEmail')}
          </AppLink>
        </section>

        {user.brfAccount ? (
          <section aria-labelledby="my-board" className={overview.card}>
            <h2 id="my-board">{tPages('myPages.board')}</h2>
            <p>{tPages('myPages.boardOf', { name: user.brfAccount.name })}</p>
          </section>
        ) : (
          <>
            {site.flags.vip && (
              <section aria-labelledby="my-vip" className={overview.card}>
                <h2 id="my-vip">{tPages('myPages.vip')}</h2>
                <p>
                  {tPages(isVip ? 'myPages.vipMember' : 'myPages.notVip', {
                    siteName: site.siteName,
                  })}
                </p>
              </section>
            )}
            <section aria-labelledby="my-bookings" className={overview.card}>
              <h2 id="my-bookings">{tPages('myPages.bookings')}</h2>
              {user.bookings.length === 0 ? (
                <p>{tPages('myPages.noBookings')}</p>
              ) : (
                <ul>
                  {user.bookings.map((booking) => (
                    <li key={booking.bookingId}>
                      {tPages('myPages.booking', { objectNumber: booking.objectNumber })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
