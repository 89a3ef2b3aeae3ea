// The addresses of a page in and out of edit mode (edit-mode.ts), without zod: the editor's
// bar in the browser builds its way out of edit mode with them.

export const EDIT_MODE_PARAM = 'editMode';

function pageUrl(path: string, query: Readonly<Record<string, string>>, editMode: boolean): string {
  const params = new URLSearchParams(Object.entries(query).filter(([key]) => key !== EDIT_MODE_PARAM));
  if (editMode) params.set(EDIT_MODE_PARAM, '1');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The page in edit mode: its path and query with editMode=1. */
export const editModeUrlOf = (path: string, query: Readonly<Record<string, string>>) =>
  pageUrl(path, query, true);

/** The same page out of edit mode: its path and query without the flag. */
export const viewModeUrlOf = (path: string, query: Readonly<Record<string, string>>) =>
  pageUrl(path, query, false);
