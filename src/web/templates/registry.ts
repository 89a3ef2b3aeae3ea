import type { PageTemplate } from '../../shared/page/page-payload';
import { NotFoundTemplate, ServerErrorTemplate, ServiceUnavailableTemplate } from './error-templates';
import type { TemplateComponent } from './template-source';
import { UnknownTemplate } from './unknown-template';

// The page components by template key (flows §2.2). Each template file is its own chunk, loaded
// before a page renders: by the server before it renders, by the browser before it hydrates
// and, on navigation, before the new page's payload is shown (fetch-view-model.ts). Which file
// and component a key has is the server's table (template-sources.ts), sent in the payload as
// template.source, so no page's first load carries the table.

// The error pages are part of the shell: a failed load must be able to show one at once.
const BUILT_IN: Readonly<Record<string, TemplateComponent>> = {
  '404': NotFoundTemplate,
  '500': ServerErrorTemplate,
  '503': ServiceUnavailableTemplate,
};

const MODULES = import.meta.glob<Record<string, TemplateComponent | undefined>>([
  './*-template{,s}.tsx',
  '!./error-templates.tsx',
  '!./unknown-template.tsx',
]);
const loaded = new Map<string, TemplateComponent>(Object.entries(BUILT_IN));

type TemplateOfPage = Pick<PageTemplate, 'currentComponent' | 'source'>;

/** Loads the chunk of a page's template (once); a key with no source needs nothing. */
export async function loadTemplate({ currentComponent: key, source }: TemplateOfPage): Promise<void> {
  if (loaded.has(key) || !source) return;
  const load = MODULES[`./${source.file}`];
  const component = load ? (await load())[source.exportName] : undefined;
  if (!component) throw new Error(`Template ${key}: ${source.file} does not export ${source.exportName}`);
  loaded.set(key, component);
}

/** An unknown key is an error page, never a blank screen. Call after loadTemplate. */
export function resolveTemplate({ currentComponent: key, source }: TemplateOfPage): TemplateComponent {
  const component = loaded.get(key);
  if (component) return component;
  if (!source) return UnknownTemplate;
  throw new Error(`Template ${key} is rendered before it was loaded`);
}
