import { caseStatusGroup } from '../../src/shared/cases/case-statuses';
import { demoUserId } from '../accounts/demo-accounts';
import { deterministicUuid } from '../content/seed-types';
import type { SeedCase } from './demo-cases';

// The case handler's comments on a few seeded cases (issue 13 item 7): the demo resident and
// the Norwegian customer each find two on their errands in progress, in their site's language.

const HOUR = 60 * 60 * 1000;

const TEXTS: Readonly<Record<'se' | 'no', readonly string[]>> = {
  se: [
    'Tack för din anmälan. En tekniker kommer förbi under veckan, vi hör av oss om tiden.',
    'Reservdelen är beställd och väntas om några dagar.',
  ],
  no: [
    'Takk for meldingen. En tekniker kommer innom i løpet av uken, vi tar kontakt om tidspunktet.',
    'Reservedelen er bestilt og ventes om noen dager.',
  ],
};

export function demoComments(seeded: readonly SeedCase[]) {
  const author = demoUserId('case-handler');
  return (['resident', 'norway'] as const).flatMap((reporter) => {
    const siteKey = reporter === 'resident' ? 'se' : 'no';
    const inProgress = seeded.filter(
      (item) =>
        item.row.reporterUserId === demoUserId(reporter) &&
        ['ongoing', 'executed'].includes(caseStatusGroup(item.row.statusId)),
    );
    return inProgress.slice(0, 2).flatMap((item) => {
      const last = item.history[item.history.length - 1]?.changedAt ?? item.row.createdAt;
      return TEXTS[siteKey].map((text, index) => ({
        id: deterministicUuid(`cases:comment:${item.row.id}:${index}`),
        caseId: item.row.id,
        authorUserId: author,
        text,
        createdAt: new Date(last.getTime() + (index + 1) * HOUR),
      }));
    });
  });
}
