import { asksForEditMode } from '../../../shared/page/edit-mode';
import { editModeUrlOf } from '../../../shared/page/edit-mode-urls';
import type { PagePayload } from '../../../shared/page/page-payload';
import type { LoginClaims } from '../../plugins/auth/login-tokens';

// Edit mode (platform §3 meta state, flows §2.2 editing flags, §6 the edit-mode user) is
// decided here, from the session alone: the editor role is read from the database with the
// login on every page request (readLogin, plugins/auth/login-tokens.ts: one query for both), and
// the query's editMode flag only switches it on for a user who has the role. Anyone else's
// payload is built exactly as it was: no flag, no edit-mode URL.

/** What an editor's page carries: whether it is shown in edit mode, and its edit-mode URL. */
export interface PageEditing {
  isEditMode: boolean;
  editModeUrl: string;
}

/** The editing state of a page request: undefined unless the login's user is an editor. */
export function editingOf(
  login: LoginClaims | null,
  path: string,
  query: Readonly<Record<string, string>>,
): PageEditing | undefined {
  if (!login?.isEditor) return undefined;
  return { isEditMode: asksForEditMode(query), editModeUrl: editModeUrlOf(path, query) };
}

/**
 * The payload with an editor's flags. isInEditMode mirrors isEditMode: the spec names both
 * editing flags of the payload and no difference between them.
 */
export function withEditing(payload: PagePayload, editing: PageEditing | undefined): PagePayload {
  if (!editing) return payload;
  return {
    ...payload,
    template: {
      ...payload.template,
      isEditMode: editing.isEditMode,
      isInEditMode: editing.isEditMode,
      editModeUrl: editing.editModeUrl,
    },
  };
}
