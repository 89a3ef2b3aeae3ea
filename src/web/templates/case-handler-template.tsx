import { CaseHandlerPage } from '../features/case-handler/case-handler-page';
import type { TemplateProps } from './template-props';

// The case handler's view (issue 13 item 7): staff only; the page itself asks the server.
export function CaseHandlerTemplate({ viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : undefined;
  return <CaseHandlerPage heading={heading} />;
}
