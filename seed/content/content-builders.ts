import type {
  ContentBlockShape,
  ContentImage,
  ContentTemplateKey,
  ContentViewModel,
} from '../../src/shared/page/content-blocks';
import type { Breadcrumb } from '../../src/shared/page/page-payload';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// Builders of the content-template pages (issue 5): blocks are written without ids and
// numbered block-1..N here, so `#block-N` links stay stable.

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ContentBlockInput = DistributiveOmit<ContentBlockShape, 'id'>;

export function numberContentBlocks(blocks: readonly ContentBlockInput[]): ContentBlockShape[] {
  return blocks.map((block, index) => ({ ...block, id: `block-${index + 1}` }) as ContentBlockShape);
}

/** A drawn facade illustration standing in for a photo (see imageSchema). */
export function illustration(
  variant: 'city' | 'villa' | 'coast' | 'forest' | 'crane',
  altText: string,
  description?: string,
): ContentImage {
  return { url: `illustration:${variant}`, orgWidth: 1500, orgHeight: 1000, altText, description };
}

export type ContentPageInput<K extends ContentTemplateKey> = {
  template: K;
  path: string;
  /** Short page name: the last breadcrumb and the first part of the SEO title. */
  title: string;
  description: string;
  /** Crumbs between home and this page. */
  parents?: Breadcrumb[];
  noIndex?: boolean;
  blocks: readonly ContentBlockInput[];
} & Omit<ContentViewModel<K>, 'blocks'>;

export function contentPage<K extends ContentTemplateKey>(
  site: SiteKey,
  input: ContentPageInput<K>,
): FeatureSeedPage {
  const { template, path, title, description, parents = [], noIndex, blocks, ...fields } = input;
  return {
    path,
    template,
    viewModel: { ...fields, blocks: numberContentBlocks(blocks) },
    seo: { title: pageTitle(site, title), description, ...(noIndex ? { noIndex: true } : {}) },
    breadcrumbs: [homeCrumb(site), ...parents, link(title, path)],
  };
}
