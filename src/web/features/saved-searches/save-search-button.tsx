import { useRef, useState } from 'react';
import { linkFor } from '../../../shared/sites/feature-availability';
import type { Locale } from '../../../shared/sites/site-types';
import { loadable } from '../../ui/loadable';
import { useSession } from '../../ui/session/session-context';
import { useClickWhenKnown } from '../../ui/session/use-click-when-known';
import { useSite } from '../../ui/site-context';
import styles from './save-search-button.module.css';

// "Save this search" on the residence search page (issue 15 item 12). The search page is at
// its size ceiling, so only this button is in its chunk: the dialog, its form and its texts
// load on the first click. The search is the page's address, read when the dialog opens.

const LABEL: Readonly<Record<Locale, string>> = {
  sv: 'Spara sökningen',
  no: 'Lagre søket',
  fi: 'Tallenna haku',
  en: 'Save the search',
};

// Through a loader chunk: the list of the dialog's own chunks then weighs on the loader, not here.
const SaveSearchDialog = loadable(() =>
  import('./save-search-loader').then((loader) => loader.loadDialog()).then((module) => module.default),
);

export function SaveSearchButton() {
  const { site } = useSite();
  const { status, requestLogin } = useSession();
  const [open, setOpen] = useState(false);
  const wanted = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // A click before the session is read waits for it: a logged-in visitor gets the dialog,
  // not the login.
  const click = useClickWhenKnown(status === 'unknown', () =>
    status === 'loggedIn' ? setOpen(true) : requestLogin('private'),
  );
  if (open) wanted.current = true;
  // Saved searches live in my pages: none where the site has no login.
  if (!site.flags.login || !linkFor(site.key, 'mySavedSearches')) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        data-save-search=""
        aria-busy={click.kept || undefined}
        onClick={click.onClick}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {LABEL[site.locale]}
      </button>
      {wanted.current && <SaveSearchDialog open={open} onOpenChange={setOpen} returnFocus={button} />}
    </>
  );
}
