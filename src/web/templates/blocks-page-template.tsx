import type { contentPageSchema } from '../../shared/page/content-blocks';
import { ContentPage, type ContentPageProps } from '../blocks/content-page';
import { readViewModel } from './content-view-model';
import type { TemplateProps } from './template-props';

/**
 * A template that is nothing but a heading, a preamble and blocks in the content page frame;
 * templates of that kind differ only in width and whether they open on a brand band.
 */
export function blocksPageTemplate({
  layout = 'wide',
  tone = 'plain',
}: Pick<ContentPageProps, 'layout' | 'tone'> = {}) {
  return function BlocksPageTemplate({ payload, viewModel }: TemplateProps) {
    const page = readViewModel<typeof contentPageSchema>(viewModel);
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
