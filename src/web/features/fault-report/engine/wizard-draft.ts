import type { CaseFormData } from '../../../../shared/cases/case-wizard-schemas';
import { faultReportDraftCookie } from '../../../../shared/consent/cookie-table';
import { readCookie, writeCookie } from '../../../browser/cookies';
import { CASE_KINDS, type CaseKind, OPTIONAL_VIEWS, type OptionalView, type StepView } from './wizard-flows';
import { completedViews, type WizardDraftData, type WizardState } from './wizard-state';

// The fault-report draft (flows §4.1, §9): after each completed step the form data and the
// completed steps go to a cookie that lives 120 minutes, path root, SameSite lax; files never.
//
// README
// - `saveDraft(state)` after each next; `loadDraft(kind)` on the client after mount (dispatch
//   `{ type: 'restore', draft }` when it is not null); `clearDraft()` on cancel and after submit.
// - A draft of another case kind is ignored (flows §4.1), so is another user's and one that
//   does not parse.
// - Size: a cookie holds about 4 KB and every request carries it (Node refuses request headers
//   over 16 KB), so the cookie is kept under DRAFT_COOKIE_BUDGET encoded bytes and never split.
//   Only the description can be long (5000 characters): when it does not fit, the cookie keeps
//   as much of it as fits and marks it cut, and the full text goes to sessionStorage, which a
//   reload of the tab keeps; restore takes the full text back when it still starts with the cut
//   one. So a reload loses nothing, and a new tab within 120 minutes keeps the beginning.
//   If even the other fields do not fit (markup-free names of 50 multi-byte letters in every
//   field), no draft is written rather than a broken one.
// - The storage is injectable for tests (`DraftStorage`).

export const DRAFT_COOKIE = faultReportDraftCookie.name;
export const DRAFT_OVERFLOW_KEY = 'faultReportDraft.description';
export const DRAFT_LIFETIME_MINUTES = 120;
/** Encoded bytes of the cookie's value; the name and attributes stay well within 4096. */
export const DRAFT_COOKIE_BUDGET = 3800;
const DRAFT_VERSION = 1;

export interface DraftStorage {
  readCookie(): string | null;
  /** Writes the cookie's value (null deletes it). */
  writeCookie(value: string | null): void;
  readOverflow(): string | null;
  writeOverflow(value: string | null): void;
}

const MINUTES_PER_DAY = 24 * 60;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

export const browserDraftStorage: DraftStorage = {
  readCookie: () => readCookie(DRAFT_COOKIE),
  writeCookie: (value) => writeCookie(DRAFT_COOKIE, value, DRAFT_LIFETIME_MINUTES / MINUTES_PER_DAY),
  readOverflow: () => session()?.getItem(DRAFT_OVERFLOW_KEY) ?? null,
  writeOverflow: (value) => {
    const storage = session();
    if (!storage) return;
    if (value === null) storage.removeItem(DRAFT_OVERFLOW_KEY);
    else storage.setItem(DRAFT_OVERFLOW_KEY, value);
  },
};

interface StoredDraft {
  v: number;
  kind: CaseKind;
  formData: CaseFormData;
  completed: StepView[];
  enabled: OptionalView[];
  /** The description was cut to fit. */
  cut?: boolean;
  /** Whose draft it is (the user's id): a browser shared by two people never hands one the other's. */
  owner?: string;
}

const encodedLength = (draft: StoredDraft) => encodeURIComponent(JSON.stringify(draft)).length;

/** The first `length` UTF-16 units, never half of a surrogate pair (it would come back a broken character). */
function beginning(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  const splitsPair = length > 0 && length < text.length && code >= 0xd800 && code <= 0xdbff;
  return text.slice(0, splitsPair ? length - 1 : length);
}

/** The draft as stored: null when it cannot fit, with the full description when it was cut. */
export function encodeDraft(
  state: WizardState,
  owner = '',
): { cookie: string | null; overflow: string | null } {
  const { files: _files, ...formData } = state.formData;
  const draft: StoredDraft = {
    v: DRAFT_VERSION,
    owner,
    kind: state.kind,
    formData,
    completed: completedViews(state),
    enabled: state.enabledSteps,
  };
  if (encodedLength(draft) <= DRAFT_COOKIE_BUDGET) return { cookie: JSON.stringify(draft), overflow: null };
  const description = formData.description ?? '';
  // The longest beginning of the description that fits (binary search over its length).
  let low = 0;
  let high = description.length;
  const withLength = (length: number): StoredDraft => ({
    ...draft,
    cut: true,
    formData: { ...formData, description: beginning(description, length) },
  });
  if (encodedLength(withLength(0)) > DRAFT_COOKIE_BUDGET) return { cookie: null, overflow: null };
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (encodedLength(withLength(middle)) <= DRAFT_COOKIE_BUDGET) low = middle;
    else high = middle - 1;
  }
  return { cookie: JSON.stringify(withLength(low)), overflow: description };
}

const isKind = (value: unknown): value is CaseKind => (CASE_KINDS as readonly unknown[]).includes(value);

/** The draft of `kind` in a stored text, or null (another kind, another version, unreadable). */
export function decodeDraft(
  text: string | null,
  kind: CaseKind,
  overflow: string | null = null,
  owner = '',
): WizardDraftData | null {
  if (!text) return null;
  let stored: Partial<StoredDraft>;
  try {
    stored = JSON.parse(text) as Partial<StoredDraft>;
  } catch {
    return null;
  }
  if (!stored || stored.v !== DRAFT_VERSION || !isKind(stored.kind) || stored.kind !== kind) return null;
  if ((stored.owner ?? '') !== owner) return null;
  if (typeof stored.formData !== 'object' || stored.formData === null) return null;
  const { files: _files, ...formData } = stored.formData;
  if (stored.cut && overflow?.startsWith(formData.description ?? '')) formData.description = overflow;
  return {
    formData,
    completedViews: Array.isArray(stored.completed)
      ? stored.completed.filter((v) => typeof v === 'string')
      : [],
    enabledSteps: Array.isArray(stored.enabled)
      ? stored.enabled.filter((v): v is OptionalView => (OPTIONAL_VIEWS as readonly unknown[]).includes(v))
      : [],
  };
}

export function saveDraft(state: WizardState, storage: DraftStorage = browserDraftStorage, owner = ''): void {
  const { cookie, overflow } = encodeDraft(state, owner);
  storage.writeCookie(cookie);
  storage.writeOverflow(overflow);
}

export function loadDraft(
  kind: CaseKind,
  storage: DraftStorage = browserDraftStorage,
  owner = '',
): WizardDraftData | null {
  return decodeDraft(storage.readCookie(), kind, storage.readOverflow(), owner);
}

export function clearDraft(storage: DraftStorage = browserDraftStorage): void {
  storage.writeCookie(null);
  storage.writeOverflow(null);
}
