import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { timeZoneOf } from '../../../shared/format/site-time-zone';
import type { VipOverview } from '../../../shared/my-pages/vip-contracts';
import { linkFor } from '../../../shared/sites/feature-availability';
import { useVipTranslation } from '../../i18n/vip-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ZodForm } from '../../ui/form/zod-form';
import panel from '../../ui/my-pages-panel/my-pages-panel.module.css';
import { useSession } from '../../ui/session/session-context';
import { useSite } from '../../ui/site-context';
import own from './vip.module.css';

import { fetchVipOverview, upgradeToVip, VIP_KEY } from './vip-api';
import { VipShowings } from './vip-showings';

// The shared panel styles with the VIP page's own.
const styles = { ...panel, ...own };

// The VIP page and the VIP showings page under my pages (templates 'my-vip', 'my-vip-showings';
// issue 15 item 8; platform §6: VIP on a site is a membership there). Both need login.

const upgradeSchema = z.object({ campaignCode: z.string().trim().max(50, 'maxLength') });

export function VipPage({ heading, part }: { heading?: string; part: 'membership' | 'showings' }) {
  const { t } = useVipTranslation();
  const { status, requestLogin } = useSession();
  const overview = useQuery({ queryKey: VIP_KEY, queryFn: fetchVipOverview, enabled: status === 'loggedIn' });
  const title = (
    <h1 className={styles.heading}>{heading ?? t(part === 'showings' ? 'showingsHeading' : 'heading')}</h1>
  );

  let body: ReactNode;
  if (status !== 'loggedIn') {
    body =
      status === 'unknown' ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p>{t('login')}</p>
          <button type="button" className={styles.primary} onClick={() => requestLogin('private')}>
            {t('loginButton')}
          </button>
        </>
      );
  } else if (overview.isError) {
    body = (
      <>
        <p role="alert">{t('errorFetching')}</p>
        <button type="button" className={styles.secondary} onClick={() => overview.refetch()}>
          {t('retry')}
        </button>
      </>
    );
  } else if (!overview.data) {
    body = <p role="status">{t('loading')}</p>;
  } else if (!overview.data.offered) {
    body = <p>{t('notOffered')}</p>;
  } else {
    body =
      part === 'showings' ? (
        <ShowingsPart overview={overview.data} />
      ) : (
        <MembershipPart overview={overview.data} />
      );
  }
  return (
    <div className={`${container.container} ${styles.page}`}>
      {title}
      {body}
    </div>
  );
}

function MembershipPart({ overview }: { overview: VipOverview }) {
  const { t } = useVipTranslation();
  const { site } = useSite();
  const date = new Intl.DateTimeFormat(site.locale === 'no' ? 'nb' : site.locale, {
    dateStyle: 'long',
    timeZone: timeZoneOf(site.country),
  });
  const showingsHref = linkFor(site.key, 'myVipShowings');
  return (
    <>
      <p>{t('intro')}</p>
      <p className={styles.badge} data-vip-member={overview.member ? 'yes' : 'no'}>
        {t(overview.member ? 'member' : 'notMember', { site: site.brand.name })}
      </p>
      {overview.memberships.length > 0 && (
        <section className={styles.section} aria-labelledby="vip-memberships">
          <h2 id="vip-memberships">{t('memberships')}</h2>
          <ul>
            {overview.memberships.map((membership) => (
              <li key={membership.siteId}>
                {t('since', { site: membership.siteName, date: date.format(new Date(membership.since)) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {overview.member ? (
        showingsHref && (
          <AppLink href={showingsHref} className={styles.primary}>
            {t('seeShowings')}
          </AppLink>
        )
      ) : (
        <UpgradeForm overview={overview} />
      )}
    </>
  );
}

function UpgradeForm({ overview }: { overview: VipOverview }) {
  const { t } = useVipTranslation();
  const { site } = useSite();
  const { reloadUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [invalidCode, setInvalidCode] = useState(false);
  const form = useZodForm(upgradeSchema, { defaultValues: { campaignCode: '' } });
  const upgrade = useMutation({
    mutationFn: (code: string) => upgradeToVip(code || undefined),
    onMutate: () => setInvalidCode(false),
    onSuccess: async (result) => {
      if (result.status === 'InvalidCampaignCode') {
        setInvalidCode(true);
        form.setFocus('campaignCode');
        return;
      }
      await Promise.all([reloadUser(), queryClient.invalidateQueries({ queryKey: VIP_KEY })]);
      // platform §4: an unpaid payment sends the new member to payments, else to my pages.
      navigate(result.redirectTo);
    },
  });
  return (
    <section className={styles.section} aria-labelledby="vip-upgrade">
      <h2 id="vip-upgrade">{t('upgradeHeading')}</h2>
      <p>{t('upgradeText', { fee: feeText(overview, site.locale) })}</p>
      <ZodForm form={form} onValid={(values) => upgrade.mutate(values.campaignCode)} className={styles.stack}>
        <TextField name="campaignCode" label={t('campaignCode')} autoComplete="off" maxLength={50} />
        <button type="submit" className={styles.primary} disabled={upgrade.isPending}>
          {t('upgrade')}
        </button>
        <p role="alert" className={styles.alert}>
          {invalidCode ? t('invalidCode') : upgrade.isError ? t('failed') : ''}
        </p>
      </ZodForm>
    </section>
  );
}

/** The fee in the site's currency. Intl rather than shared/format: that would split a chunk off every page's. */
function feeText(overview: VipOverview, locale: string): string {
  return new Intl.NumberFormat(locale === 'no' ? 'nb' : locale, {
    style: 'currency',
    currency: overview.currency,
    maximumFractionDigits: 0,
  }).format(overview.fee / 100);
}

function ShowingsPart({ overview }: { overview: VipOverview }) {
  const { t } = useVipTranslation();
  const { site } = useSite();
  const vipHref = linkFor(site.key, 'myVip');
  if (!overview.member) {
    return (
      <>
        <p>{t('showingsForMembers')}</p>
        {vipHref && (
          <AppLink href={vipHref} className={styles.primary}>
            {t('upgrade')}
          </AppLink>
        )}
      </>
    );
  }
  return (
    <>
      <p>{t('showingsIntro')}</p>
      <VipShowings showings={overview.showings} />
      {vipHref && <AppLink href={vipHref}>{t('backToVip')}</AppLink>}
    </>
  );
}
