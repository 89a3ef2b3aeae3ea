import { SavedSearchesPage } from '../features/saved-searches/saved-searches-page';
import { VipPage } from '../features/vip/vip-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

// My-pages templates of issue 15 items 8 and 12 in one file (one chunk; each template file
// costs bytes in every page's shell): saved searches, the VIP page and the VIP showings.

const headingOf = (viewModel: TemplateProps['viewModel']) =>
  typeof viewModel.heading === 'string' ? viewModel.heading : undefined;

export function MySavedSearchesTemplate({ viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu />
      <SavedSearchesPage heading={headingOf(viewModel)} />
    </>
  );
}

/** The VIP page and, with viewModel.part 'showings', the VIP showings (one key: every key costs the shell). */
export function MyVipTemplate({ viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu />
      <VipPage
        heading={headingOf(viewModel)}
        part={viewModel.part === 'showings' ? 'showings' : 'membership'}
      />
    </>
  );
}
