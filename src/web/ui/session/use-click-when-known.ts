import { useEffect, useState } from 'react';

/**
 * A click handler that, while the session is not yet known, keeps the click and acts once it
 * is: a logged-in user's early click must neither open the login modal nor flip a state not
 * yet read, and must not be lost either. `action` learns whether the click was kept: the
 * button showed "off" then, so a kept click means "on", whatever the state turns out to be.
 */
export function useClickWhenKnown(
  waiting: boolean,
  action: (kept: boolean) => void,
): { onClick: () => void; kept: boolean } {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (waiting || !kept) return;
    setKept(false);
    action(true);
  }, [waiting, kept, action]);
  // `kept` stays true until the action has run: the button stays busy without a gap.
  return { onClick: () => (waiting ? setKept(true) : action(false)), kept };
}
