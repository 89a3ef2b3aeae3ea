import type { ComponentType } from 'react';
import type { TemplateProps } from './template-props';
import { CorporateSearchTemplate, TextSearchTemplate } from './text-search-template';

// The site and corporate text search pages (issue 5), spread into the registry.
export const TEXT_SEARCH_TEMPLATES: Readonly<Record<string, ComponentType<TemplateProps>>> = {
  'text-search': TextSearchTemplate,
  'corporate-search': CorporateSearchTemplate,
};
