import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { timeZoneOf } from '../../../shared/format/site-time-zone';
import type { VipOverview, VipShowing } from '../../../shared/my-pages/vip-contracts';
import { useVipTranslation } from '../../i18n/vip-texts';
import { AppLink } from '../../ui/app-link';
import panel from '../../ui/my-pages-panel/my-pages-panel.module.css';
import { useSite } from '../../ui/site-context';
import own from './vip.module.css';

import { bookShowing, cancelShowing, VIP_KEY } from './vip-api';

// The shared panel styles with the VIP page's own.
const styles = { ...panel, ...own };

// The VIP showings of the person's projects with their places left; a place is booked or
// cancelled with one button, and the answer (the server counts the places) replaces the row.

export function VipShowings({ showings }: { showings: VipShowing[] }) {
  const { t } = useVipTranslation();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // The pressed button gives way to its opposite (book ↔ cancel): the keyboard continues there.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId || !showings.some((showing) => showing.id === focusId)) return;
    document.querySelector<HTMLButtonElement>(`[data-vip-showing="${focusId}"] button`)?.focus();
    setFocusId(null);
  }, [focusId, showings]);
  const locale = site.locale === 'no' ? 'nb' : site.locale;
  const timeZone = timeZoneOf(site.country);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const whenOf = (showing: VipShowing) =>
    t('when', {
      date: day.format(new Date(showing.startsAt)),
      from: time.format(new Date(showing.startsAt)),
      to: time.format(new Date(showing.endsAt)),
    });

  const replace = (showing: VipShowing) =>
    queryClient.setQueryData<VipOverview>(
      VIP_KEY,
      (old) =>
        old && { ...old, showings: old.showings.map((entry) => (entry.id === showing.id ? showing : entry)) },
    );
  const change = useMutation({
    mutationFn: ({ showing, book }: { showing: VipShowing; book: boolean }) =>
      book ? bookShowing(showing.id) : cancelShowing(showing.id),
    onMutate: () => setMessage(null),
    onSuccess: (showing, { book }) => {
      replace(showing);
      setFocusId(showing.id);
      setMessage({
        text: t(book ? 'bookedStatus' : 'cancelledStatus', { name: showing.stageName }),
        error: false,
      });
    },
    onError: async (error) => {
      const full = error instanceof ApiRequestError && error.status === 409;
      setMessage({ text: t(full ? 'fullError' : 'failed'), error: true });
      await queryClient.invalidateQueries({ queryKey: VIP_KEY });
    },
  });

  return (
    <>
      <p role="status" className={message?.error ? styles.alert : styles.status}>
        {message?.text ?? ''}
      </p>
      {showings.length === 0 ? (
        <p>{t('noShowings')}</p>
      ) : (
        <ul className={styles.list}>
          {showings.map((showing) => {
            const when = whenOf(showing);
            return (
              <li key={showing.id} className={styles.item} data-vip-showing={showing.id}>
                <h2 className={styles.name}>
                  {showing.stageUrl ? (
                    <AppLink href={showing.stageUrl}>{showing.stageName}</AppLink>
                  ) : (
                    showing.stageName
                  )}
                </h2>
                <p className={styles.meta}>{when}</p>
                <p className={styles.meta} data-places-left={showing.placesLeft}>
                  {showing.booked
                    ? t('youHavePlace')
                    : showing.placesLeft > 0
                      ? t('placesLeft', { count: showing.placesLeft })
                      : t('full')}
                </p>
                {showing.booked ? (
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t('cancelLabel', { name: showing.stageName, date: when })}
                    aria-disabled={change.isPending}
                    onClick={() => !change.isPending && change.mutate({ showing, book: false })}
                  >
                    {t('cancel')}
                  </button>
                ) : (
                  showing.placesLeft > 0 && (
                    <button
                      type="button"
                      className={styles.primary}
                      aria-label={t('bookLabel', { name: showing.stageName, date: when })}
                      aria-disabled={change.isPending}
                      onClick={() => !change.isPending && change.mutate({ showing, book: true })}
                    >
                      {t('book')}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
