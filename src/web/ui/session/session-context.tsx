import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Notification, UserAsRead } from '../../../shared/account/account-schemas';
import { type LoginContext, SESSION_CHECK_INTERVAL_MS } from '../../../shared/account/identity-constants';
import { useSite } from '../site-context';
import { authFetch, browserTokenClient } from './browser-token';

// The logged-in state every feature shares: the user as read, the notifications, the login
// modal request (the header, hash triggers and pages ask; the login feature answers) and the
// session check of flows §4.3. Features read it with useSession(); none import each other.

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
  pauseNotification: (id: string) => Promise<void>;
  dismissExpired: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export const LOGOUT_PATH = '/account_service/logout';
const USER_PATH = '/account_service/user';

// The schemas (and the validation library) load with the first answer to check, not with the
// page: most visitors are never logged in.
const loadAccountSchemas = () => import('../../../shared/account/account-schemas');

/** The logged-in user, null without a session; rejects when the server cannot be asked. */
async function fetchUser(): Promise<UserAsRead | null> {
  const session = await browserTokenClient().validSession();
  if (!session) return null;
  // Already refreshed above: an explicit empty bearer skips a second session check.
  const response = await authFetch(USER_PATH, {}, '');
  if (response.status === 401 || response.status === 403) {
    browserTokenClient().clear();
    return null;
  }
  if (!response.ok) throw new Error(`user ${response.status}`);
  const { userAsReadSchema } = await loadAccountSchemas();
  const parsed = userAsReadSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const [status, setStatus] = useState<SessionStatus>('unknown');
  const [user, setUser] = useState<UserAsRead | null>(null);
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [expired, setExpired] = useState(false);
  const [loginRequest, setLoginRequest] = useState<LoginContext | null>(null);
  const siteKey = site.notificationSiteKey;
  const loggedInRef = useRef(false);

  const loadNotifications = useCallback(
    async (forUser: UserAsRead | null) => {
      if (!forUser || forUser.isBoardMember) {
        setNotifications([]);
        return;
      }
      // platform §8: notification fetch errors are silently ignored.
      try {
        const response = await authFetch(`/notifications/${siteKey}`);
        if (!response.ok) return;
        const body: unknown = await response.json();
        const list = Array.isArray(body) ? body : [];
        const { notificationSchema } = await loadAccountSchemas();
        setNotifications(
          list.flatMap((item) => {
            const parsed = notificationSchema.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          }),
        );
      } catch {
        // ignored on purpose
      }
    },
    [siteKey],
  );

  const reloadUser = useCallback(async () => {
    let next: UserAsRead | null = null;
    try {
      next = await fetchUser();
    } catch {
      next = null;
    }
    setUser(next);
    loggedInRef.current = next !== null;
    setStatus(next ? 'loggedIn' : 'anonymous');
    void loadNotifications(next);
    return next;
  }, [loadNotifications]);

  const completeLogin = useCallback(async () => {
    browserTokenClient().reset();
    setExpired(false);
    return reloadUser();
  }, [reloadUser]);

  const logout = useCallback(async () => {
    try {
      await authFetch(LOGOUT_PATH, { method: 'POST', body: '{}' });
    } catch {
      // the session is forgotten below either way
    }
    browserTokenClient().clear();
    loggedInRef.current = false;
    setUser(null);
    setNotifications([]);
    setStatus('anonymous');
  }, []);

  const pauseNotification = useCallback(
    async (id: string) => {
      try {
        await authFetch(`/notifications/pause/${encodeURIComponent(id)}`);
      } catch {
        // ignored like every notification error
      }
      await loadNotifications(user);
    },
    [loadNotifications, user],
  );

  useEffect(() => {
    void reloadUser();
  }, [reloadUser]);

  // flows §4.3: while logged in, check the session every 30 s; a lost session opens the modal.
  useEffect(() => {
    if (status !== 'loggedIn') return;
    const timer = window.setInterval(async () => {
      if (!loggedInRef.current) return;
      let stillValid = false;
      try {
        stillValid = (await fetchUser()) !== null;
      } catch {
        // a network hiccup is not an expiry
        stillValid = true;
      }
      if (stillValid) return;
      browserTokenClient().clear();
      loggedInRef.current = false;
      setUser(null);
      setNotifications([]);
      setStatus('anonymous');
      setExpired(true);
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [status]);

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
      pauseNotification,
      dismissExpired: () => setExpired(false),
    }),
    [
      status,
      user,
      notifications,
      expired,
      loginRequest,
      completeLogin,
      reloadUser,
      logout,
      pauseNotification,
    ],
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
  pauseNotification: async () => {},
  dismissExpired: noop,
};
