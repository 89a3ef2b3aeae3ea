import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Notification, UserAsRead } from '../../../shared/account/account-schemas';
import type { LoginContext } from '../../../shared/account/identity-constants';
import { useSite } from '../site-context';
import { notificationsScopeKey, useNotificationsQuery } from './api/notifications';
import { forgetSession, sessionQueryKey, useSessionCheck } from './api/session';
import { userQueryOptions, useUserQuery } from './api/user';
import { browserTokenClient } from './browser-token';

// The logged-in state every feature shares: the user as read, the notifications, the login
// modal request (the header, hash triggers and pages ask; the login feature answers) and the
// session check of flows §4.3. The server state is TanStack Query's (./api, one file per
// endpoint); this provider only joins it with the page's own state. Features read it with
// useSession(); none import each other.

export type SessionStatus = 'unknown' | 'anonymous' | 'loggedIn';

export interface SessionValue {
  status: SessionStatus;
  user: UserAsRead | null;
  notifications: Notification[];
  /** The session ran out while the user was logged in: the expiry modal shows. */
  expired: boolean;
  /** The login modal the page asked for, or null when none is open. */
  loginRequest: LoginContext | null;
  requestLogin: (context?: LoginContext) => void;
  closeLogin: () => void;
  /** A login answered Ok (its cookie is set): loads the session and its user. */
  completeLogin: () => Promise<UserAsRead | null>;
  reloadUser: () => Promise<UserAsRead | null>;
  logout: () => Promise<void>;
  dismissExpired: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const NO_NOTIFICATIONS: Notification[] = [];

export function SessionProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const [loginRequest, setLoginRequest] = useState<LoginContext | null>(null);

  const userQuery = useUserQuery();
  const user = userQuery.data ?? null;
  const status: SessionStatus = userQuery.isPending ? 'unknown' : user ? 'loggedIn' : 'anonymous';
  // platform §6: the bell is a logged-in resident's, on sites with the newNotification flag.
  const wantsNotifications = site.flags.newNotification && user !== null && !user.isBoardMember;
  const notificationsQuery = useNotificationsQuery(site.notificationSiteKey, wantsNotifications);
  const notifications = wantsNotifications ? (notificationsQuery.data ?? NO_NOTIFICATIONS) : NO_NOTIFICATIONS;

  // flows §4.3: the check found the session gone while logged in: forget it, open the modal.
  const check = useSessionCheck(user?.id ?? null);
  const sessionEnded = user !== null && check.data === null;
  useEffect(() => {
    if (!sessionEnded) return;
    forgetSession(queryClient);
    setExpired(true);
  }, [sessionEnded, queryClient]);

  // Asks again even when the user is fresh: something just changed it. A failure answers null
  // (its toast says why) and leaves the user shown as it was.
  const reloadUser = useCallback(
    () => queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }).catch(() => null),
    [queryClient],
  );

  const completeLogin = useCallback(async () => {
    browserTokenClient().reset();
    // A new login: its own check and notifications, nothing of an earlier one.
    queryClient.removeQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: notificationsScopeKey });
    setExpired(false);
    return reloadUser();
  }, [queryClient, reloadUser]);

  // The user menu and the expiry modal use useLogout(); this is the same mutation for pages
  // that have no observer of their own. Loaded when used: most visitors never log out.
  const logout = useCallback(
    () => import('./api/logout').then((module) => module.runLogout(queryClient)),
    [queryClient],
  );

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      notifications,
      expired,
      loginRequest,
      requestLogin: (context = 'private') => setLoginRequest(context),
      closeLogin: () => setLoginRequest(null),
      completeLogin,
      reloadUser,
      logout,
      dismissExpired: () => setExpired(false),
    }),
    [status, user, notifications, expired, loginRequest, completeLogin, reloadUser, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The shared session; outside a provider (isolated component tests) an anonymous stub. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  return value ?? ANONYMOUS;
}

const noop = () => {};
const ANONYMOUS: SessionValue = {
  status: 'anonymous',
  user: null,
  notifications: [],
  expired: false,
  loginRequest: null,
  requestLogin: noop,
  closeLogin: noop,
  completeLogin: async () => null,
  reloadUser: async () => null,
  logout: async () => {},
  dismissExpired: noop,
};
