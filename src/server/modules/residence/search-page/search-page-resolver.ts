import type { PageResolver } from '../../content/page-resolvers';

// Placeholder: the search page's tag paths and first results (issue 3, item 4) are being built here.
export const searchPageResolver: PageResolver = async () => null;
