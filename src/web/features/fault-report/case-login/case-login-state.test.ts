import { describe, expect, it } from 'vitest';
import { caseKindFor } from './case-kind';
import { type CaseLoginState, CLOSED, nextCaseLogin, type SessionSnapshot } from './case-login-state';

const managed = { id: 'a', name: 'Brf Ekan', activeFinancialManagement: true };
const unmanaged = { ...managed, activeFinancialManagement: false };

const anonymous: SessionSnapshot = {
  status: 'anonymous',
  user: null,
  country: 'SE',
  loginOpen: false,
  withoutManagement: false,
};
const loggedIn = (user: SessionSnapshot['user'], extra: Partial<SessionSnapshot> = {}): SessionSnapshot => ({
  ...anonymous,
  status: 'loggedIn',
  user,
  ...extra,
});

describe('the case type follows the login type (flows §4.1)', () => {
  it.each([
    ['SE', 'private-case', null, false, 'resident'],
    ['NO', 'private-case', null, false, 'residentNo'],
    ['SE', 'board-member-case', managed, false, 'board'],
    ['SE', 'board-member-case', unmanaged, false, 'boardWithoutManagement'],
    ['SE', 'board-member-case', null, false, 'boardWithoutManagement'],
    ['SE', 'private-case', managed, true, 'boardWithoutManagement'],
    ['NO', 'board-member-case', managed, false, 'boardNo'],
    ['NO', 'private-case', null, true, 'boardNo'],
  ] as const)(
    '%s %s (association %o, without management %s) → %s',
    (country, context, brfAccount, withoutManagement, kind) => {
      expect(caseKindFor({ country, context, user: { brfAccount }, withoutManagement })).toBe(kind);
    },
  );
});

describe('login inside the case flow (flows §4.2)', () => {
  it('asks an anonymous visitor to log in, then opens the wizard for a user with a security identifier', () => {
    let state = nextCaseLogin(CLOSED, { type: 'requested', context: 'private-case' }, anonymous);
    expect(state).toEqual({ phase: 'login', context: 'private-case' });
    state = nextCaseLogin(state, { type: 'sessionChanged' }, { ...anonymous, loginOpen: true });
    expect(state.phase).toBe('login');
    state = nextCaseLogin(state, { type: 'sessionChanged' }, loggedIn({ pid: true, brfAccount: null }));
    expect(state).toEqual({ phase: 'ready', context: 'private-case', kind: 'resident' });
  });

  it('opens the wizard straight away for a user already logged in', () => {
    const state = nextCaseLogin(
      CLOSED,
      { type: 'requested', context: 'board-member-case' },
      loggedIn({ pid: true, brfAccount: managed }),
    );
    expect(state).toEqual({ phase: 'ready', context: 'board-member-case', kind: 'board' });
  });

  it('closes when the login modal is closed without logging in', () => {
    const state: CaseLoginState = { phase: 'login', context: 'board-member-case' };
    expect(nextCaseLogin(state, { type: 'sessionChanged' }, anonymous)).toBe(CLOSED);
  });

  it('a user without a security identifier verifies first, sees "Done", then continues the report', () => {
    let state = nextCaseLogin(
      CLOSED,
      { type: 'requested', context: 'private-case' },
      loggedIn({ pid: false, brfAccount: null }),
    );
    expect(state).toEqual({ phase: 'verify', context: 'private-case', kind: 'resident' });
    // Nothing opens the wizard while unverified.
    expect(nextCaseLogin(state, { type: 'continueReport' }, loggedIn({ pid: false, brfAccount: null }))).toBe(
      state,
    );
    state = nextCaseLogin(state, { type: 'verified' }, loggedIn({ pid: true, brfAccount: null }));
    expect(state.phase).toBe('verified');
    state = nextCaseLogin(state, { type: 'sessionChanged' }, loggedIn({ pid: true, brfAccount: null }));
    expect(state.phase).toBe('verified');
    state = nextCaseLogin(state, { type: 'continueReport' }, loggedIn({ pid: true, brfAccount: null }));
    expect(state).toEqual({ phase: 'ready', context: 'private-case', kind: 'resident' });
  });

  it('"continue without technical management" switches a board case to the no-management type', () => {
    let state = nextCaseLogin(CLOSED, { type: 'requested', context: 'board-member-case' }, anonymous);
    // The board tab's link: the private login opens first, then the no-management wizard.
    state = nextCaseLogin(
      state,
      { type: 'sessionChanged' },
      { ...anonymous, loginOpen: true, withoutManagement: true },
    );
    state = nextCaseLogin(
      state,
      { type: 'sessionChanged' },
      loggedIn({ pid: true, brfAccount: null }, { withoutManagement: true }),
    );
    expect(state).toMatchObject({ phase: 'ready', kind: 'boardWithoutManagement' });
    const norway = nextCaseLogin(
      { phase: 'ready', context: 'board-member-case', kind: 'boardNo' },
      { type: 'sessionChanged' },
      loggedIn({ pid: true, brfAccount: null }, { country: 'NO', withoutManagement: true }),
    );
    expect(norway).toMatchObject({ phase: 'ready', kind: 'boardNo' });
  });

  it('closes on logout or an expired session', () => {
    const state: CaseLoginState = { phase: 'ready', context: 'private-case', kind: 'resident' };
    expect(nextCaseLogin(state, { type: 'sessionChanged' }, anonymous)).toBe(CLOSED);
    const same = nextCaseLogin(state, { type: 'sessionChanged' }, loggedIn({ pid: true, brfAccount: null }));
    expect(same).toBe(state);
  });
});
