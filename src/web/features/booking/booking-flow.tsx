import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BookingState } from '../../../shared/booking/booking-contracts';
import { BOOKING_STEPS, type BookingStep, decideStep } from '../../../shared/booking/booking-steps';
import { useBookingTranslation } from '../../i18n/booking-texts';
import { AppLink } from '../../ui/app-link';
import { useSession } from '../../ui/session/session-context';
import styles from './booking.module.css';
import { bookingKeys, bookingStatus, moveToStep, useBookingCookie } from './booking-api';
import { useProblemLanding } from './booking-problem';
import { HoldCountdown } from './hold-countdown';
import type { StepComponents } from './step-types';
import { StartStep } from './steps/start-step';
import { StepContent } from './steps/step-content';

// The click-to-buy flow (flows §2.5): one URL step per step under the site's booking path. The
// server keeps the step a booking stands on; the URL follows it. A reload finds the booking again
// through the buy-residence cookie; the browser's back button moves the booking back a step
// while that is allowed (before signing), otherwise the URL returns to the server's step.

interface Props extends StepComponents {
  /** The site's booking path, e.g. /boka/. */
  basePath: string;
  searchPath?: string;
  myPagesPath?: string;
  /** Where to log in when the site has no login modal of its own (the English sub-site). */
  loginPath?: string;
  /** The booking's error page, where a failure at a provider (an error kind in the hash) lands. */
  errorPath?: string;
}

const stateKey = (id: string) => ['booking', 'state', id] as const;

function stepOfPath(basePath: string, pathname: string): BookingStep | undefined {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length).replace(/\/$/, '') : '';
  return (BOOKING_STEPS as readonly string[]).includes(rest) ? (rest as BookingStep) : undefined;
}

export function BookingFlow({
  basePath,
  searchPath,
  myPagesPath,
  loginPath,
  errorPath,
  SignStep,
  PaymentStep,
}: Props) {
  const { t } = useBookingTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const loggedIn = session.status === 'loggedIn';
  const urlStep = stepOfPath(basePath, location.pathname);
  const objectId = new URLSearchParams(location.search).get('objectId') ?? undefined;
  const cookie = useBookingCookie(loggedIn);
  const bookingId = cookie.data?.bookingId;
  const state = useQuery({
    queryKey: stateKey(bookingId ?? ''),
    queryFn: () => bookingStatus(bookingId ?? ''),
    enabled: Boolean(bookingId),
    // flows §4.5: 202 (null) means still pending; ask again.
    refetchInterval: (query) => (query.state.data === null ? 1000 : false),
  });
  const booking = state.data ?? undefined;
  const pathOf = (step: BookingStep) => `${basePath}${step}/`;

  /** Records a booking's new state; a status read still on its way (older) is dropped. */
  const record = async (next: BookingState) => {
    await client.cancelQueries({ queryKey: stateKey(next.bookingId) });
    client.setQueryData(stateKey(next.bookingId), next);
  };

  // A step the flow is moving to: its state and its URL arrive in two renders, in either order,
  // and the sync below must not read the one without the other as a step back.
  const moving = useRef<BookingStep | null>(null);

  /** Shows a booking's new state and puts its step in the URL. */
  const show = async (next: BookingState, replace = false) => {
    moving.current = next.step;
    await record(next);
    if (stepOfPath(basePath, location.pathname) !== next.step) navigate(pathOf(next.step), { replace });
  };

  // The URL and the server's step agree: back to an earlier step when allowed, else the server's.
  const syncing = useRef(false);
  useEffect(() => {
    if (!booking || syncing.current) return;
    // A link out of the flow (my pages, the logo) leaves it: the flow may still be on screen
    // while the next page loads, and must not pull the address back.
    if (!location.pathname.startsWith(basePath)) return;
    // Nor a page of its own under the booking path (the error and success pages, the info page).
    if (urlStep === undefined && location.pathname !== basePath) return;
    if (moving.current !== null) {
      if (urlStep !== moving.current || booking.step !== moving.current) return;
      moving.current = null;
    }
    const startingOther = objectId !== undefined && objectId !== booking.objectId;
    if (startingOther || urlStep === booking.step) return;
    const steps = booking.steps;
    const back =
      urlStep !== undefined &&
      steps.indexOf(urlStep) >= 0 &&
      steps.indexOf(urlStep) < steps.indexOf(booking.step) &&
      decideStep(booking.flow, booking.step, booking.status, urlStep).ok;
    if (!back || !urlStep) {
      navigate(pathOf(booking.step), { replace: true });
      return;
    }
    syncing.current = true;
    moveToStep(booking.bookingId, urlStep)
      .then(record)
      .catch(() => navigate(pathOf(booking.step), { replace: true }))
      .finally(() => {
        syncing.current = false;
      });
  });

  const login = () => {
    if (!loginPath) return session.requestLogin();
    window.location.assign(
      `${loginPath}?referrer=${encodeURIComponent(location.pathname + location.search)}`,
    );
  };

  // Keyboard and screen-reader users land on the new step's heading, not at the page's top.
  const shownStep = useRef<BookingStep | undefined>(undefined);
  useEffect(() => {
    if (!booking) return;
    if (shownStep.current !== undefined && shownStep.current !== booking.step)
      document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    shownStep.current = booking.step;
  }, [booking]);

  useProblemLanding(errorPath);

  const frame = (content: ReactNode) => <div className={styles.page}>{content}</div>;

  if (session.status === 'unknown' || (loggedIn && (cookie.isPending || (bookingId && state.isPending))))
    return frame(<p role="status">{t('loading')}</p>);
  if (!loggedIn)
    return frame(
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p>{t('loginFirst')}</p>
        <button type="button" className={styles.primary} onClick={login}>
          {t('login')}
        </button>
      </div>,
    );

  if (objectId && (!booking || booking.objectId !== objectId || booking.status === 'expired'))
    return frame(
      <StartStep
        objectId={objectId}
        onStarted={async (next) => {
          await record(next);
          await client.invalidateQueries({ queryKey: bookingKeys.cookie });
          await show(next);
        }}
      />,
    );

  if (!booking || booking.status === 'expired' || booking.status === 'cancelled')
    return frame(
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p>{booking ? t('holdEnded') : t('noBooking')}</p>
        {searchPath && (
          <AppLink href={searchPath} className={styles.primary}>
            {t('toSearch')}
          </AppLink>
        )}
      </div>,
    );

  const index = booking.steps.indexOf(booking.step);
  return frame(
    <>
      <p className={styles.stepLabel}>{t('stepOf', { current: index + 1, total: booking.steps.length })}</p>
      <ol className={styles.progress} aria-hidden="true">
        {booking.steps.map((step, at) => (
          <li key={step} data-state={at < index ? 'done' : at === index ? 'current' : 'next'} />
        ))}
      </ol>
      <h1 className={styles.heading} tabIndex={-1} data-step-heading>
        {t(`steps.${booking.step}`)}
      </h1>
      {(booking.status === 'held' || booking.status === 'pending') && (
        <HoldCountdown expiresAt={booking.holdExpiresAt} onEnded={() => state.refetch()} />
      )}
      <StepContent
        key={booking.step}
        booking={booking}
        onNext={(next) => void show(next)}
        onBack={async () => {
          const previous = booking.steps[index - 1];
          if (previous) await show(await moveToStep(booking.bookingId, previous));
        }}
        onRefresh={async () => {
          const next = await state.refetch();
          return next.data ?? undefined;
        }}
        myPagesPath={myPagesPath}
        SignStep={SignStep}
        PaymentStep={PaymentStep}
      />
    </>,
  );
}
