// platform §4: the menu, search, language, user and notification foldouts are mutually
// exclusive. Keeping one value (not five flags) makes two open at once impossible.
export const FOLDOUTS = ['menu', 'search', 'language', 'user', 'notifications'] as const;
export type Foldout = (typeof FOLDOUTS)[number];
export type OpenFoldout = Foldout | null;

/** Pressing a toggle opens its foldout, closing any other; pressing it again closes it. */
export function toggleFoldout(current: OpenFoldout, pressed: Foldout): OpenFoldout {
  return current === pressed ? null : pressed;
}
