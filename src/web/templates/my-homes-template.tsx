import { MyHomesPage } from '../features/my-homes/my-homes-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

/** My homes under my pages (flows §2.4 "my residences"); the page itself requires login. */
export function MyHomesTemplate({ viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : undefined;
  return (
    <>
      <MyPagesMenu />
      <MyHomesPage heading={heading} />
    </>
  );
}
