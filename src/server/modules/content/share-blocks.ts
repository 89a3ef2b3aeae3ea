import type { ContentPageViewModel } from '../../../shared/page/content-blocks';
import { shareFactsIn } from '../../../shared/sites/group-share';
import type { SiteConfig } from '../../../shared/sites/site-types';

/**
 * A share block shows the group's share where the site flag `stock` is on (platform §3; the
 * flag choices in sites.ts), its facts in the site's language; where it is off the block is
 * not served at all. A heading written in content wins over the default one.
 */
export function withShareBlocks(viewModel: ContentPageViewModel, site: SiteConfig): ContentPageViewModel {
  if (!viewModel.blocks.some((block) => block.type === 'share')) return viewModel;
  if (!site.flags.stock) {
    return { ...viewModel, blocks: viewModel.blocks.filter((block) => block.type !== 'share') };
  }
  const share = shareFactsIn(site.locale);
  return {
    ...viewModel,
    blocks: viewModel.blocks.map((block) =>
      block.type === 'share'
        ? { ...block, heading: block.heading ?? share.heading, facts: share.facts, link: share.link }
        : block,
    ),
  };
}
