import { ContentPage } from '../blocks/content-page';
import {
  PurchaseNotificationForm,
  type StageOption,
} from '../features/content-forms/purchase-notification-form';
import type { TemplateProps } from './template-props';

// The purchase notification (template `purchase-notification`, flows §2.2; issue 35 item 4): the
// page's words from content, the projects to choose from the catalogue (the server's decorator).

export function PurchaseNotificationTemplate({ payload, viewModel }: TemplateProps) {
  const heading = typeof viewModel.heading === 'string' ? viewModel.heading : '';
  const preamble = typeof viewModel.preamble === 'string' ? viewModel.preamble : undefined;
  const stages = Array.isArray(viewModel.stages) ? (viewModel.stages as StageOption[]) : [];
  const breadcrumbs = payload.template.breadcrumbs;
  return (
    <ContentPage breadcrumbs={breadcrumbs} heading={heading} preamble={preamble} blocks={[]} layout="reading">
      <PurchaseNotificationForm pagePath={breadcrumbs.at(-1)?.url ?? payload.context.path} stages={stages} />
    </ContentPage>
  );
}
