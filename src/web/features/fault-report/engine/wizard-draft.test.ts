import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserDraftStorage,
  clearDraft,
  DRAFT_COOKIE,
  DRAFT_COOKIE_BUDGET,
  type DraftStorage,
  loadDraft,
  saveDraft,
} from './wizard-draft';
import { initialWizardState, type WizardState, wizardReducer } from './wizard-state';

/** A browser's cookie and session storage, in memory. */
function memoryStorage(): DraftStorage & { cookie: string | null; overflow: string | null } {
  const storage = {
    cookie: null as string | null,
    overflow: null as string | null,
    readCookie: () => storage.cookie,
    writeCookie: (value: string | null) => {
      storage.cookie = value;
    },
    readOverflow: () => storage.overflow,
    writeOverflow: (value: string | null) => {
      storage.overflow = value;
    },
  };
  return storage;
}

function boardStateAfterTwoSteps(): WizardState {
  let state = initialWizardState('board', { loggedIn: true });
  state = wizardReducer(state, { type: 'next', formData: { acceptTerms: true } });
  state = wizardReducer(state, {
    type: 'next',
    formData: { email: 'eva@brf-ekan.se', phone: '+46 70 123 45 67', firstName: 'Eva', lastName: 'Ström' },
  });
  return state;
}

describe('the fault-report draft (flows §4.1, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores the form data and completed steps of the same case kind', () => {
    const storage = memoryStorage();
    saveDraft(boardStateAfterTwoSteps(), storage);
    const draft = loadDraft('board', storage);
    expect(draft).toEqual({
      formData: {
        acceptTerms: true,
        email: 'eva@brf-ekan.se',
        phone: '+46 70 123 45 67',
        firstName: 'Eva',
        lastName: 'Ström',
      },
      completedViews: ['acceptTerms', 'contact'],
      enabledSteps: [],
    });
    const restored = wizardReducer(initialWizardState('board', { loggedIn: true }), {
      type: 'restore',
      draft: draft ?? { formData: {}, completedViews: [] },
    });
    expect(restored.steps[restored.currentIndex]?.viewName).toBe('searchResidence');
  });

  it('ignores a draft of another case kind', () => {
    const storage = memoryStorage();
    saveDraft(boardStateAfterTwoSteps(), storage);
    expect(loadDraft('boardWithoutManagement', storage)).toBeNull();
    expect(loadDraft('resident', storage)).toBeNull();
    // Another person on the same browser never gets it.
    saveDraft(boardStateAfterTwoSteps(), storage, 'user-a');
    expect(loadDraft('board', storage, 'user-b')).toBeNull();
    expect(loadDraft('board', storage, 'user-a')?.completedViews).toEqual(['acceptTerms', 'contact']);
  });

  it('ignores a cookie it cannot read', () => {
    const storage = memoryStorage();
    storage.cookie = '{not json';
    expect(loadDraft('board', storage)).toBeNull();
    storage.cookie = JSON.stringify({ v: 99, kind: 'board', formData: {} });
    expect(loadDraft('board', storage)).toBeNull();
  });

  it('never stores files', () => {
    const storage = memoryStorage();
    const state = wizardReducer(boardStateAfterTwoSteps(), {
      type: 'setFormData',
      formData: {
        description: 'Dörren går inte att låsa',
        files: [{ name: 'dorr.jpg', size: 2_000_000, type: 'image/jpeg' }],
      },
    });
    saveDraft(state, storage);
    expect(storage.cookie).not.toContain('dorr.jpg');
    expect(loadDraft('board', storage)?.formData).not.toHaveProperty('files');
    expect(loadDraft('board', storage)?.formData.description).toBe('Dörren går inte att låsa');
  });

  it('keeps the cookie under 4 KB and brings a long description back whole after a reload', () => {
    const storage = memoryStorage();
    const description = 'Det droppar från taket i badrummet på övervåningen. '.repeat(95).slice(0, 5000);
    const state = wizardReducer(boardStateAfterTwoSteps(), {
      type: 'setFormData',
      formData: { description },
    });
    saveDraft(state, storage);
    expect(encodeURIComponent(storage.cookie ?? '').length).toBeLessThanOrEqual(DRAFT_COOKIE_BUDGET);
    expect(loadDraft('board', storage)?.formData.description).toBe(description);
    // In a new tab (no session storage) the beginning of the text is kept.
    storage.overflow = null;
    const cut = loadDraft('board', storage)?.formData.description ?? '';
    expect(cut.length).toBeGreaterThan(100);
    expect(description.startsWith(cut)).toBe(true);
  });

  it('writes a 120-minute, root-path, SameSite=Lax cookie, and clears it', () => {
    let written = '';
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    vi.stubGlobal('document', {
      get cookie() {
        return written.split(';')[0] ?? '';
      },
      set cookie(value: string) {
        written = value;
      },
    });
    vi.stubGlobal('sessionStorage', undefined);
    saveDraft(boardStateAfterTwoSteps(), browserDraftStorage);
    expect(written.startsWith(`${DRAFT_COOKIE}=`)).toBe(true);
    expect(written).toContain('; Path=/');
    expect(written).toContain('; Max-Age=7200');
    expect(written).toContain('; SameSite=Lax');
    expect(written).toContain('; Secure');
    expect(loadDraft('board', browserDraftStorage)?.completedViews).toEqual(['acceptTerms', 'contact']);
    clearDraft(browserDraftStorage);
    expect(written).toContain('Max-Age=0');
  });
  it('fits any form under the cookie budget and brings it back whole after a reload', () => {
    const text = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });
    fc.assert(
      fc.property(
        fc.record({
          firstName: text(50),
          lastName: text(50),
          email: text(60),
          phone: text(20),
          address: text(50),
          city: text(50),
          compoundName: text(100),
          description: text(5000),
        }),
        (formData) => {
          const storage = memoryStorage();
          const state = wizardReducer(boardStateAfterTwoSteps(), { type: 'setFormData', formData });
          saveDraft(state, storage);
          expect(encodeURIComponent(storage.cookie ?? '').length).toBeLessThanOrEqual(DRAFT_COOKIE_BUDGET);
          const restored = loadDraft('board', storage);
          // Either the whole form comes back, or (names of 50 four-byte letters in every field)
          // no draft is written at all: never a broken one.
          if (storage.cookie === null) expect(restored).toBeNull();
          else expect(restored?.formData).toMatchObject(formData);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('cuts a long description of emoji without breaking a character', () => {
    const storage = memoryStorage();
    const description = `Det läcker 💧${'💧'.repeat(2500)}`;
    const state = wizardReducer(boardStateAfterTwoSteps(), {
      type: 'setFormData',
      formData: { description },
    });
    for (const odd of [description, `x${description}`]) {
      saveDraft(wizardReducer(state, { type: 'setFormData', formData: { description: odd } }), storage);
      expect(encodeURIComponent(storage.cookie ?? '').length).toBeLessThanOrEqual(DRAFT_COOKIE_BUDGET);
      expect(loadDraft('board', storage)?.formData.description).toBe(odd);
      storage.overflow = null;
      const cut = loadDraft('board', storage)?.formData.description ?? '';
      expect(() => encodeURIComponent(cut)).not.toThrow();
      expect(odd.startsWith(cut)).toBe(true);
    }
  });
});
