import type {
  modalContactPageSchema,
  orderFormPageSchema,
  showingFormPageSchema,
} from '../../shared/page/content-blocks';
import { ContentPage } from '../blocks/content-page';
import { ContentForm } from '../features/content-forms/content-form';
import { ModalContact } from '../features/content-forms/modal-contact';
import { readViewModel } from './content-view-model';
import type { TemplateProps } from './template-props';

// Form templates: sign up for a showing, order printed material, and contact in a dialog.

const pathOf = (props: TemplateProps) => props.payload.template.breadcrumbs.at(-1)?.url ?? '/';

export function ShowingFormTemplate(props: TemplateProps) {
  const page = readViewModel<typeof showingFormPageSchema>(props.viewModel);
  return (
    <ContentPage
      breadcrumbs={props.payload.template.breadcrumbs}
      kicker={page.stageName}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      layout="reading"
    >
      <ContentForm kind="showing" pagePath={pathOf(props)} showings={page.showings} />
    </ContentPage>
  );
}

export function OrderFormTemplate(props: TemplateProps) {
  const page = readViewModel<typeof orderFormPageSchema>(props.viewModel);
  return (
    <ContentPage
      breadcrumbs={props.payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      layout="reading"
    >
      <ContentForm kind="order" pagePath={pathOf(props)} orderables={page.orderables} />
    </ContentPage>
  );
}

export function ModalContactTemplate(props: TemplateProps) {
  const page = readViewModel<typeof modalContactPageSchema>(props.viewModel);
  return (
    <ContentPage
      breadcrumbs={props.payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      lead={<ModalContact openLabel={page.openLabel} heading={page.heading} pagePath={pathOf(props)} />}
    />
  );
}
