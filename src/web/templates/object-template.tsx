import type { ObjectPageViewModel } from '../../shared/residence/residence-page-view-models';
import { ObjectPage } from '../features/residence-pages/object-page';
import type { TemplateProps } from './template-props';

export function ObjectTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <ObjectPage
      home={viewModel as unknown as ObjectPageViewModel}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}
