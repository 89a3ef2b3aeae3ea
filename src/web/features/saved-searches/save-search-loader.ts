// The save dialog's chunk, loaded in two steps from the search page (save-search-button.tsx).
export const loadDialog = () => import('./save-search-dialog');
