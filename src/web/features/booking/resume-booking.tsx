import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../../ui/session/session-context';
import type { ResumeTarget } from './resume-booking-notice';

// "Continue your booking" (issue 33 item 2) where a buyer who left the flow looks for the home
// again: its page, its stage's page and my pages. Anonymous visitors and the server's render get
// the page's own content (the children); the notice's code, query and texts are a chunk of their
// own that only a logged-in visitor loads.

const ResumeBookingNotice = lazy(() => import('./resume-booking-notice'));

export interface ResumeBookingProps extends ResumeTarget {
  /** Shown when there is no booking to resume (the home's status banner). */
  children?: ReactNode;
}

export function ResumeBooking({ children, ...which }: ResumeBookingProps) {
  const session = useSession();
  if (session.status !== 'loggedIn' || session.user?.isBoardMember) return children;
  return (
    <Suspense fallback={children}>
      <ResumeBookingNotice {...which} fallback={children} />
    </Suspense>
  );
}
