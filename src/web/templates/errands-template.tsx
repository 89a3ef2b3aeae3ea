import { ErrandsPage } from '../features/errands/errands-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

/** My errands under my pages (flows §2.2 "my errands", §2.8); the page itself requires login. */
export function MyErrandsTemplate({ viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : undefined;
  return (
    <>
      <MyPagesMenu />
      <ErrandsPage heading={heading} />
    </>
  );
}
