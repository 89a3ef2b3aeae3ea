import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BOOKING_ENDPOINTS as E } from '../../../shared/booking/booking-endpoints';
import { EXPIRING_BOOKING_STATUSES } from '../../../shared/booking/booking-steps';
import type { OpenBooking, openBookingsContract } from '../../../shared/booking/open-bookings-contract';
import { linkFor } from '../../../shared/sites/feature-availability';
import { useBookingResumeTranslation } from '../../i18n/booking-resume-texts';
import { callEndpoint } from '../../ui/api/call-endpoint';
import { useSite } from '../../ui/site-context';
import { bookingKeys, rememberBooking } from './booking-api';
import styles from './resume-booking.module.css';

// The notice itself (resume-booking.tsx decides who loads it): the buyer's booking under way,
// the time left on its hold, counted down, and a button that puts the booking in the
// buy-residence cookie and opens the flow at the step it stands on.

const openBookingsKey = ['booking', 'open'] as const;

/** Which booking the page offers: of this home, of a home of this stage, or any. */
export interface ResumeTarget {
  objectId?: string;
  stageId?: string;
}

/** The current time, once a second; null until mounted, so nothing depends on the server's clock. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Seconds left on the hold, or null when the hold does not end the booking (paid, or lapsed). */
function secondsLeft(booking: OpenBooking, now: number): number | null {
  if (booking.status === 'paid') return null;
  const left = Math.floor((Date.parse(booking.holdExpiresAt) - now) / 1000);
  return left > 0 ? left : null;
}

function stillOpen(booking: OpenBooking, now: number): boolean {
  return !EXPIRING_BOOKING_STATUSES.includes(booking.status) || secondsLeft(booking, now) !== null;
}

export default function ResumeBookingNotice({
  objectId,
  stageId,
  fallback,
}: ResumeTarget & { fallback: ReactNode }) {
  const { t } = useBookingResumeTranslation();
  const { site } = useSite();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useId();
  const now = useNow();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = useQuery({
    queryKey: openBookingsKey,
    queryFn: () => callEndpoint<typeof openBookingsContract>(E.openBookings, {} as never),
    meta: { silent: true },
  });
  const flowPath = linkFor(site.key, 'clickToBuy');
  const booking =
    now === null
      ? undefined
      : open.data?.find(
          (candidate) =>
            (!objectId || candidate.objectId === objectId) &&
            (!stageId || candidate.stageId === stageId) &&
            stillOpen(candidate, now),
        );
  if (!booking || !flowPath || now === null) return fallback;

  const left = secondsLeft(booking, now);
  const time =
    left === null
      ? ''
      : left < 3600
        ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
        : t('hoursMinutes', { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60) });
  // "Hus 7" already names the home; "A-1203" reads better as "Bostad A-1203" (as on its page).
  const home = /\s/.test(booking.objectNumber)
    ? booking.objectNumber
    : t('homeNumber', { number: booking.objectNumber });
  const names = { home, stage: booking.stageName, time };
  const text =
    left === null
      ? t('underWay', names)
      : booking.status === 'signed'
        ? t('signed', names)
        : t('held', names);

  const resume = async () => {
    setState('opening');
    try {
      const ref = await rememberBooking(booking.objectId);
      client.setQueryData(bookingKeys.cookie, ref);
      navigate(flowPath);
    } catch {
      setState('failed');
      void client.invalidateQueries({ queryKey: openBookingsKey });
    }
  };

  return (
    <section className={styles.notice} aria-labelledby={id} data-resume-booking="">
      <div className={styles.text}>
        <h2 id={id} className={styles.heading}>
          {t('heading')}
        </h2>
        <p>{text}</p>
      </div>
      <button type="button" className={styles.action} onClick={resume} disabled={state === 'opening'}>
        {t('action')}
      </button>
      {state === 'failed' && (
        <p className={styles.failed} role="alert">
          {t('failed')}
        </p>
      )}
    </section>
  );
}
