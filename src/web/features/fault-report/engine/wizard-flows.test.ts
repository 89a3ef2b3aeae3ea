import { describe, expect, it } from 'vitest';
import { CASE_KINDS, stepsFor } from './wizard-flows';

const views = (kind: (typeof CASE_KINDS)[number], loggedIn = false, newCase = false) =>
  stepsFor(kind, { loggedIn, newCase }).map((step) => step.viewName);

// Optional steps sit in every flow but are shown only when enabled (flows §2.6, issue 13 item 8).
const problemPart = ['problemArea', 'problemAreaDetails', 'faq', 'appliances', 'duplicates', 'description'];

describe('the steps of each case kind (flows §2.6)', () => {
  it('resident, Sweden and Norway', () => {
    const expected = [
      'acceptTerms',
      'contactWithoutManagement',
      'residentResidence',
      ...problemPart,
      'residentSummary',
    ];
    expect(views('resident')).toEqual(expected);
    expect(views('residentNo')).toEqual(expected);
  });

  it('board member with management', () => {
    expect(views('board')).toEqual(['acceptTerms', 'contact', 'searchResidence', ...problemPart, 'summary']);
  });

  it('board member without management', () => {
    expect(views('boardWithoutManagement')).toEqual([
      'acceptTerms',
      'contact',
      'compound',
      'estateAddress',
      ...problemPart,
      'summaryWithoutManagement',
    ]);
  });

  it('Norwegian board member', () => {
    expect(views('boardNo')).toEqual([
      'acceptTerms',
      'contact',
      'compound',
      'estateAddress',
      ...problemPart,
      'summary',
    ]);
  });

  it.each(CASE_KINDS)(
    '%s: a logged-in user’s new case drops accept terms, the first case keeps it',
    (kind) => {
      expect(views(kind, true, true)[0]).not.toBe('acceptTerms');
      expect(views(kind, true, false)[0]).toBe('acceptTerms');
      expect(views(kind, false, true)[0]).toBe('acceptTerms');
    },
  );

  it.each(CASE_KINDS)(
    '%s: accept terms and appliances have a hidden shell, are not counted and name their buttons',
    (kind) => {
      const steps = stepsFor(kind, { loggedIn: false });
      const terms = steps.find((s) => s.viewName === 'acceptTerms');
      expect(terms).toMatchObject({
        hideShell: true,
        doNotCount: true,
        customNextButtonText: expect.any(String),
      });
      const appliances = steps.find((s) => s.viewName === 'appliances');
      expect(appliances).toMatchObject({
        optional: true,
        hideShell: true,
        doNotCount: true,
        customNextButtonText: expect.any(String),
        customPreviousButtonText: expect.any(String),
      });
      expect(steps.filter((s) => s.optional).map((s) => s.viewName)).toEqual([
        'faq',
        'appliances',
        'duplicates',
      ]);
    },
  );
});
