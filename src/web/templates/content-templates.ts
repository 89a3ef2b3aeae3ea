import type { ComponentType } from 'react';
import type { TemplateProps } from './template-props';

// The public content templates of flows §2.2 (issue 5), spread into the registry.
export const CONTENT_TEMPLATES: Readonly<Record<string, ComponentType<TemplateProps>>> = {};
