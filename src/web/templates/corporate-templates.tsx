import { blocksPageTemplate } from './blocks-page-template';

// Corporate templates (platform §1): group start, about, contact, news, investors, reports,
// news room, sustainability and management services. The corporate start and investor
// pages open on a brand-coloured band; lists and contacts use the full width.

export const CorporateStartTemplate = blocksPageTemplate({ tone: 'band' });
export const InvestorStartTemplate = blocksPageTemplate({ tone: 'band' });
export const CorporateAboutTemplate = blocksPageTemplate();
export const CorporateContactTemplate = blocksPageTemplate();
export const CorporateNewsTemplate = blocksPageTemplate();
export const NewsRoomTemplate = blocksPageTemplate();
export const ReportListTemplate = blocksPageTemplate({ layout: 'reading' });
export const SustainabilityTemplate = blocksPageTemplate({ tone: 'band' });
export const ManagementServicesTemplate = blocksPageTemplate();
