import { useSyncExternalStore } from 'react';

// platform §2 login screen: the case-management login's "Continue without technical management"
// link (the login feature) switches the fault report (the fault-report feature) to the
// no-management case type. Features do not import each other, so the choice travels through
// this small browser-side store. The server never sets it: its snapshot is always false.

let withoutManagement = false;
const listeners = new Set<() => void>();

export function setCaseWithoutManagement(value: boolean): void {
  if (withoutManagement === value) return;
  withoutManagement = value;
  for (const listener of listeners) listener();
}

export const caseWithoutManagement = (): boolean => withoutManagement;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the case flow continues without technical management. */
export function useCaseWithoutManagement(): boolean {
  return useSyncExternalStore(subscribe, caseWithoutManagement, () => false);
}
