import type { ComponentType } from 'react';
import { ACCOUNT_TEMPLATES } from './account-templates';
import { AreaTemplate } from './area-template';
import { ArticleTemplate } from './article-template';
import { CONTENT_TEMPLATES } from './content-templates';
import { NotFoundTemplate, ServerErrorTemplate, ServiceUnavailableTemplate } from './error-templates';
import { ObjectTemplate } from './object-template';
import { ResidenceIndexTemplate } from './residence-index-template';
import { ResidenceNotFoundTemplate } from './residence-not-found-template';
import { SearchTemplate } from './search-template';
import { StageTemplate } from './stage-template';
import { StartTemplate } from './start-template';
import type { TemplateProps } from './template-props';
import { TEXT_SEARCH_TEMPLATES } from './text-search-templates';
import { UnknownTemplate } from './unknown-template';

// Template key → page component (flows §2.2). Later features add their templates here.
const TEMPLATES: Readonly<Record<string, ComponentType<TemplateProps>>> = {
  ...CONTENT_TEMPLATES,
  ...TEXT_SEARCH_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
  start: StartTemplate,
  article: ArticleTemplate,
  search: SearchTemplate,
  stage: StageTemplate,
  area: AreaTemplate,
  object: ObjectTemplate,
  'stage-not-found': ResidenceNotFoundTemplate,
  'object-not-found': ResidenceNotFoundTemplate,
  'residence-index': ResidenceIndexTemplate,
  '404': NotFoundTemplate,
  '500': ServerErrorTemplate,
  '503': ServiceUnavailableTemplate,
};

export function hasTemplate(key: string): boolean {
  return Object.hasOwn(TEMPLATES, key);
}

/** An unknown key is an error page, never a blank screen. */
export function resolveTemplate(key: string): ComponentType<TemplateProps> {
  return hasTemplate(key) ? (TEMPLATES[key] as ComponentType<TemplateProps>) : UnknownTemplate;
}
