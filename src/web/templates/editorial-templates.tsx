import type { CONTENT_TEMPLATE_SCHEMAS, contentPageSchema } from '../../shared/page/content-blocks';
import { ContentPage } from '../blocks/content-page';
import { useTranslation } from '../i18n/use-translation';
import { blocksPageTemplate } from './blocks-page-template';
import { readViewModel } from './content-view-model';
import type { TemplateProps } from './template-props';

// Editorial templates: pages that are text, pictures and lists of links. Each maps its view
// model onto the content page frame and its blocks.

export const StandardTemplate = blocksPageTemplate({ layout: 'reading' });
export const FaqTemplate = blocksPageTemplate({ layout: 'reading' });
export const CustomerServiceTemplate = blocksPageTemplate();
export const TestimonialTemplate = blocksPageTemplate({ layout: 'reading' });
export const BlogListTemplate = blocksPageTemplate();
export const InspirationTemplate = blocksPageTemplate({ tone: 'band' });
export const CampaignTemplate = blocksPageTemplate({ tone: 'band' });

/** A dated article: blog post, residence news, press release. */
export function DatedArticleTemplate({ payload, viewModel }: TemplateProps) {
  const page = readViewModel<(typeof CONTENT_TEMPLATE_SCHEMAS)['blog-item']>(viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      publishedDate={page.publishedDate}
      blocks={page.blocks}
      layout="reading"
    />
  );
}

/** Every block on one page, for editors; never indexed. */
export function SandboxTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useTranslation();
  const page = readViewModel<typeof contentPageSchema>(viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      kicker={t('content.templates.editorsOnly')}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
    />
  );
}
