import type { SavedSearchAlertFrequency } from '../../../shared/validation/form-rules';

// When a saved search may alert its person again (issue 33 item 12). The job runs every 15
// minutes; a daily or weekly search waits a full day or week from its last alert, whatever was
// found meanwhile, and then tells of all of it at once.

const HOUR_MS = 60 * 60 * 1000;

/** How long after an alert the next may come: none for `immediately`, no next for `never`. */
const WAIT_MS: Readonly<Record<SavedSearchAlertFrequency, number | 'always' | 'never'>> = {
  immediately: 'always',
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
  never: 'never',
};

export function alertIsDue(
  frequency: SavedSearchAlertFrequency,
  lastAlertedAt: Date | null,
  now: Date,
): boolean {
  const wait = WAIT_MS[frequency];
  if (wait === 'always' || wait === 'never') return wait === 'always';
  return lastAlertedAt === null || now.getTime() - lastAlertedAt.getTime() >= wait;
}
