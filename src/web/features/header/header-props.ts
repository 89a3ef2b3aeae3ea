import type { Notification } from '../../../shared/account/account-schemas';
import type { Footer, Link, Navigation, PagePayload } from '../../../shared/page/page-payload';
import type { OpenFoldout } from './foldout-state';

// The header's props on their own: the foldout takes them too, and importing them from
// header.tsx, which renders the foldout, would make a circle.

export type HeaderType = 'default' | 'myPages' | 'corporate' | 'noMenu';

/** What the header shows of a logged-in user; filled in by the identity feature. */
export interface HeaderUser {
  displayName: string;
  isBoardMember: boolean;
}

/** A notification as the API gives it (platform §3); the menu turns it into a label and a target. */
export type HeaderNotification = Notification;

export interface HeaderProps {
  headerType: HeaderType;
  navigation: Navigation;
  popularSearches: Link[];
  languages: PagePayload['global']['availableLanguages'];
  countries: Footer['countries'];
  openFoldout: OpenFoldout;
  onOpenFoldoutChange: (next: OpenFoldout) => void;
  user: HeaderUser | null;
  notifications: HeaderNotification[];
}
