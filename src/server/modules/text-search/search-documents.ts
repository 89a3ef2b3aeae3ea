import type { Database } from '../../db/client';

// Placeholder: rebuilds search_documents from pages and the catalogue (issue 5, item 2).
export async function refreshSearchDocuments(_db: Database): Promise<void> {}
