import type { ComponentType } from 'react';
import type { TemplateProps } from './template-props';

// The site and corporate text search pages (issue 5), spread into the registry.
export const TEXT_SEARCH_TEMPLATES: Readonly<Record<string, ComponentType<TemplateProps>>> = {};
