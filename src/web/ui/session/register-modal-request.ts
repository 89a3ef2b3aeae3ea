import { useSyncExternalStore } from 'react';

// platform §2 login screen: in the case-management context the create-account link opens the
// register form in a modal, so the fault report is not left. The login feature asks; the app
// mounts the modal (it composes the account and login features); the case flow waits for it.
// A browser-side store like case-login-intent.ts: the server's snapshot is always closed.

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const requestRegisterModal = (): void => set(true);
export const closeRegisterModal = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the register modal is asked for. */
export function useRegisterModalRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
