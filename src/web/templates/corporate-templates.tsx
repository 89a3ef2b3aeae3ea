import { contentPageSchema } from '../../shared/page/content-blocks';
import { ContentPage } from '../blocks/content-page';
import { readViewModel } from './content-view-model';
import type { TemplateProps } from './template-props';

// Corporate templates (platform §1): group start, about, contact, news, investors, reports,
// news room, sustainability and management services. The corporate start and investor
// pages open on a brand-coloured band; lists and contacts use the full width.

function corporatePage(tone: 'plain' | 'band', layout: 'reading' | 'wide' = 'wide') {
  return function CorporateTemplate({ payload, viewModel }: TemplateProps) {
    const page = readViewModel(contentPageSchema, viewModel);
    return (
      <ContentPage
        breadcrumbs={payload.template.breadcrumbs}
        heading={page.heading}
        preamble={page.preamble}
        blocks={page.blocks}
        layout={layout}
        tone={tone}
      />
    );
  };
}

export const CorporateStartTemplate = corporatePage('band');
export const InvestorStartTemplate = corporatePage('band');
export const CorporateAboutTemplate = corporatePage('plain');
export const CorporateContactTemplate = corporatePage('plain');
export const CorporateNewsTemplate = corporatePage('plain');
export const NewsRoomTemplate = corporatePage('plain');
export const ReportListTemplate = corporatePage('plain', 'reading');
export const SustainabilityTemplate = corporatePage('band');
export const ManagementServicesTemplate = corporatePage('plain');
