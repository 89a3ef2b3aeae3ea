import type { PageResolver } from '../../content/page-resolvers';

// Placeholder: stage, area and object pages (issue 3, item 6) are being built here.
export const residencePageResolver: PageResolver = async () => null;
