import {
  contactsInRoleOrder,
  type MyContacts,
  type MyPagesOverview,
} from '../../../shared/my-pages/my-pages-contracts';
import { nextStep, timelineSteps } from '../../../shared/my-pages/timeline-steps';
import type { SiteConfig } from '../../../shared/sites/site-types';
import type { Database } from '../../db/client';
import type { LoginClaims } from '../../plugins/auth/login-tokens';
import { associationsOf } from '../account/account-repository';
import { listCases } from '../cases/case-repository';
import type { Language } from '../cases/case-rules';
import {
  contactStages,
  homesOf,
  latestNews,
  pendingDocuments,
  unpaidPayments,
  upcomingShowings,
} from './my-pages-repository';

// The overview (issue 15 item 2) and contacts (item 7) of the caller on one site.

const OPEN_GROUPS = new Set(['registered', 'ongoing']);
const day = (date: Date) => date.toISOString().slice(0, 10);

export async function buildOverview(
  db: Database,
  login: LoginClaims,
  site: SiteConfig,
  language: Language,
  now: Date,
): Promise<MyPagesOverview> {
  const userId = login.userId;
  // A board login sees its association's errands; everyone else the errands they reported.
  const scope = login.associationId
    ? ({ kind: 'association', associationId: login.associationId } as const)
    : ({ kind: 'reporter', userId } as const);
  const [documents, payments, homes, errands, showings, news, associations] = await Promise.all([
    pendingDocuments(db, userId, site),
    unpaidPayments(db, userId, site),
    homesOf(db, userId, site),
    listCases(db, scope, language),
    upcomingShowings(db, userId, site, now),
    site.flags.myPagesNews ? latestNews(db, site, 3) : Promise.resolve([]),
    associationsOf(db, userId),
  ]);
  const today = day(now);
  const open = errands.filter((errand) => OPEN_GROUPS.has(errand.caseStatusGroup));
  const association =
    associations.find((candidate) => candidate.id === login.associationId) ?? associations[0] ?? null;
  const withSteps = homes.map((home) => {
    const steps = timelineSteps(home, today);
    return { home, steps, next: nextStep(steps) };
  });
  return {
    documents: documents.map((row) => ({ ...row, dueAt: row.dueAt ? row.dueAt.toISOString() : null })),
    payments,
    homes: withSteps.map(({ home, steps, next }) => ({
      objectId: home.objectId,
      objectNumber: home.objectNumber,
      stageName: home.stageName,
      url: home.objectPath,
      steps,
      next,
    })),
    errands: {
      open: open.length,
      latest: open.slice(0, 3).map((errand) => ({
        id: errand.id,
        ticketNumber: errand.ticketNumber,
        caseTypeName: errand.caseTypeName,
        statusGroup: errand.caseStatusGroup,
        creationDate: errand.creationDate,
      })),
    },
    showings: showings.map((row) => ({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt ? row.endsAt.toISOString() : null,
      stageName: row.stageName,
      url: row.stagePath,
    })),
    news,
    association: association
      ? {
          id: association.id,
          name: association.name,
          organisationNumber: association.organisationNumber,
          boardEmail: login.associationId === association.id ? association.boardEmail : '',
          activeFinancialManagement: association.activeFinancialManagement,
          actsFor: login.associationId === association.id,
        }
      : null,
    menu: { hasCases: errands.length > 0 },
  };
}

export async function buildContacts(db: Database, userId: string, site: SiteConfig): Promise<MyContacts> {
  const stages = await contactStages(db, userId, site);
  return {
    projects: stages.map((stage) => ({
      stageId: stage.id,
      stageName: stage.name,
      url: stage.path,
      contacts: contactsInRoleOrder(stage.staff).map(({ member, role }) => ({
        role,
        name: member.name,
        phone: member.phone,
        email: member.email,
        photoUrl: null,
      })),
    })),
  };
}
