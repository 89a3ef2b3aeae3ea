import { MySettingsPage } from '../features/my-settings/my-settings-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

/** Settings under my pages (issue 15 item 10); its own chunk, and the page requires login. */
export function MySettingsTemplate({ viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : undefined;
  return (
    <>
      <MyPagesMenu />
      <MySettingsPage heading={heading} />
    </>
  );
}
