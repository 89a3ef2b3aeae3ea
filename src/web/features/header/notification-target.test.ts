import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/account/account-schemas';
import { FEATURE_AVAILABLE } from '../../../shared/sites/feature-availability';
import { notificationTarget } from './notification-target';

const errands = FEATURE_AVAILABLE.faultReport ? '/mina-sidor/arenden/' : '/mina-sidor/';

const base: Notification = {
  id: '11111111-1111-4111-8111-111111111111',
  notificationType: 'VipPayment',
  name: 'payment',
  createdOn: '2026-11-01T08:00:00.000Z',
  targetId: '22222222-2222-4222-8222-222222222222',
};

describe('notification menu entries', () => {
  it('sends a VIP payment to payments', () => {
    expect(notificationTarget('se', base)).toEqual({
      label: 'paymentAction',
      url: '/mina-sidor/betalningar/',
    });
  });

  it('tells signing from approval by the document name', () => {
    const signing = { ...base, notificationType: 'DocumentSigning' as const, name: 'awaiting_signature' };
    const approval = { ...signing, name: 'awaiting_approval' };
    expect(notificationTarget('se', signing)).toEqual({
      label: 'signingAction',
      url: '/mina-sidor/mina-dokument/',
    });
    expect(notificationTarget('no', approval).label).toBe('approvalAction');
  });

  it('opens the errand of a case notification', () => {
    const caseNotice = { ...base, notificationType: 'Case' as const };
    expect(notificationTarget('se', caseNotice).url).toBe(
      `${errands}?errandId=22222222-2222-4222-8222-222222222222`,
    );
  });

  it('opens saved searches from a saved-search notification, with the server’s sentence', () => {
    const notice = {
      ...base,
      notificationType: 'SavedSearch' as const,
      name: 'Nya bostäder matchar din sökning ”Nacka”',
    };
    expect(notificationTarget('se', notice)).toEqual({
      label: 'caseAction',
      url: '/mina-sidor/sparade-sokningar/',
      text: 'Nya bostäder matchar din sökning ”Nacka”',
    });
  });
});
