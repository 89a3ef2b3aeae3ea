import type { ReactNode } from 'react';
import type {
  ExternalObjectViewModel,
  PremisesNotFoundViewModel,
  PremisesObjectViewModel,
  PremisesStartViewModel,
  RentalProjectViewModel,
  RentalStartViewModel,
  SuccessionStageViewModel,
  SuccessionViewModel,
} from '../../shared/premises/premises-view-models';
import { SendMessage } from '../features/content-forms/send-message';
import { PremisesObjectPage } from '../features/premises/premises-object-page';
import {
  PremisesNotFoundPage,
  RentalProjectPage,
  RentalStartPage,
} from '../features/premises/premises-pages';
import { PremisesSearch } from '../features/premises/premises-search';
import {
  ExternalObjectPage,
  SuccessionListPage,
  SuccessionStagePage,
} from '../features/succession/succession-pages';
import type { TemplateProps } from './template-props';

// Premises, rental and succession templates (flows §2.2; issue 16 items 1 and 2), in one file
// and behind one export: each template file, and each registry entry, costs bytes in every
// page's shell. ListingsTemplate picks the page by the payload's template key.

function view<T>(viewModel: Record<string, unknown>): T {
  return viewModel as unknown as T;
}

export function PremisesStartTemplate({ viewModel }: TemplateProps) {
  return <PremisesSearch page={view<PremisesStartViewModel>(viewModel)} />;
}

export function PremisesObjectTemplate({ payload, viewModel }: TemplateProps) {
  const page = view<PremisesObjectViewModel>(viewModel);
  return (
    <PremisesObjectPage
      page={page}
      breadcrumbs={payload.template.breadcrumbs}
      // The contact form of the content pages; the forms API mails it to the page's contact.
      messageButton={(texts) => <SendMessage {...texts} pagePath={page.premises.url} />}
    />
  );
}

export function PremisesNotFoundTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <PremisesNotFoundPage
      page={view<PremisesNotFoundViewModel>(viewModel)}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}

export function RentalStartTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <RentalStartPage
      page={view<RentalStartViewModel>(viewModel)}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}

export function RentalProjectTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <RentalProjectPage
      page={view<RentalProjectViewModel>(viewModel)}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}

export function SuccessionTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <SuccessionListPage
      page={view<SuccessionViewModel>(viewModel)}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}

export function SuccessionStageTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <SuccessionStagePage
      page={view<SuccessionStageViewModel>(viewModel)}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}

export function ExternalObjectsTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <ExternalObjectPage
      page={view<ExternalObjectViewModel>(viewModel)}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}

const BY_KEY: Readonly<Record<string, (props: TemplateProps) => ReactNode>> = {
  'premises-start': PremisesStartTemplate,
  'premises-object': PremisesObjectTemplate,
  'premises-not-found': PremisesNotFoundTemplate,
  'rental-start': RentalStartTemplate,
  'rental-project': RentalProjectTemplate,
  succession: SuccessionTemplate,
  'succession-stage': SuccessionStageTemplate,
  'external-objects': ExternalObjectsTemplate,
};

export function ListingsTemplate(props: TemplateProps) {
  const Page = BY_KEY[props.payload.template.currentComponent];
  if (!Page) throw new Error(`ListingsTemplate cannot show ${props.payload.template.currentComponent}`);
  return <Page {...props} />;
}
