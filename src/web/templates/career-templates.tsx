import { contentPageSchema } from '../../shared/page/content-blocks';
import { ContentPage } from '../blocks/content-page';
import { readViewModel } from './content-view-model';
import type { TemplateProps } from './template-props';

// Career templates: the career start and the list of open positions.

export function StandardCareerTemplate({ payload, viewModel }: TemplateProps) {
  const page = readViewModel(contentPageSchema, viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      tone="band"
    />
  );
}

export function AvailableJobsTemplate({ payload, viewModel }: TemplateProps) {
  const page = readViewModel(contentPageSchema, viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      layout="reading"
    />
  );
}
