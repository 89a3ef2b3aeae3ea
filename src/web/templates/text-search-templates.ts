import type { TemplateSource } from './template-source';

// The site and corporate text search pages (issue 5), spread into the registry.
export const TEXT_SEARCH_TEMPLATE_SOURCES: Readonly<Record<string, TemplateSource>> = {
  'text-search': ['text-search-template.tsx', 'TextSearchTemplate'],
  'corporate-search': ['text-search-template.tsx', 'CorporateSearchTemplate'],
};
