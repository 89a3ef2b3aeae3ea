import { z } from 'zod';
import { EDIT_MODE_PARAM } from './edit-mode-urls';

// Edit mode (platform §3 "Meta state: edit-mode URL, edit-mode flag"; flows §2.2 editing flags,
// §2.4, §6 "edit-mode user"). An editor asks for a page in edit mode with `?editMode=1`; the
// server honours the flag only for a login whose user has the editor role, so for anyone else
// the parameter is an unknown query value and the page is the normal one.

/** The query value that asks for edit mode: 1, true, yes or on (anything else: off). */
export const editModeFlagSchema = z.stringbool();

export function asksForEditMode(query: Readonly<Record<string, string>>): boolean {
  return editModeFlagSchema.safeParse(query[EDIT_MODE_PARAM]).data === true;
}
