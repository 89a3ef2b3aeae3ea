import { MyResidencePage } from '../features/my-residence/my-residence-page';
import { MyTimelinePage } from '../features/my-residence/my-timeline-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

// My residence and the timeline (issue 15 items 3, 9) in one chunk; both need login.

const headingOf = (viewModel: Record<string, unknown>) =>
  typeof viewModel.heading === 'string' ? viewModel.heading : undefined;

export function MyResidenceTemplate({ viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu />
      <MyResidencePage heading={headingOf(viewModel)} />
    </>
  );
}

export function MyTimelineTemplate({ viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu />
      <MyTimelinePage heading={headingOf(viewModel)} />
    </>
  );
}
