import { formatDate } from '../../shared/format/dates';
import type {
  imageFilePageSchema,
  referenceProjectPageSchema,
  seoPlacePageSchema,
  showingQrPageSchema,
  soldOutPageSchema,
} from '../../shared/page/content-blocks';
import blockStyles from '../blocks/blocks.module.css';
import { ImageFigure } from '../blocks/content-image';
import { ContentPage } from '../blocks/content-page';
import { DocumentLinks } from '../blocks/document-links';
import { useSiteLocale } from '../i18n/use-site-locale';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { Icon } from '../ui/icon';
import { useProjectPhaseLabels } from '../ui/project-phase/project-phase-labels';
import { blocksPageTemplate } from './blocks-page-template';
import { readViewModel } from './content-view-model';
import referenceStyles from './reference-project.module.css';
import type { TemplateProps } from './template-props';

// Landing templates: SEO pages of a county or municipality, sold-out and showing QR pages,
// an image file, and the contractor's reference pages.

function PrimaryLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <AppLink href={href} className={blockStyles.button}>
        {label}
        <Icon name="arrowRight" size={20} />
      </AppLink>
    </p>
  );
}

export function SeoPlaceTemplate({ payload, viewModel }: TemplateProps) {
  const page = readViewModel<typeof seoPlacePageSchema>(viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      kicker={page.placeName}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      lead={<PrimaryLink href={page.searchLink.url} label={page.searchLink.label} />}
    />
  );
}

export function SoldOutTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useTranslation();
  const page = readViewModel<typeof soldOutPageSchema>(viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      kicker={`${page.stageName} · ${t('content.templates.soldOut')}`}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      layout="reading"
      lead={<PrimaryLink href={page.searchLink.url} label={page.searchLink.label} />}
    />
  );
}

export function ShowingQrTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const page = readViewModel<typeof showingQrPageSchema>(viewModel);
  const facts = (
    <>
      <div className={blockStyles.factBox}>
        <dl>
          <div>
            <dt>{t('content.templates.showingWhen')}</dt>
            <dd>
              {t('content.templates.showingTime', {
                date: formatDate(page.showingDate, locale),
                time: page.showingTime,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('content.templates.showingWhere')}</dt>
            <dd>{page.address}</dd>
          </div>
        </dl>
      </div>
      <PrimaryLink href={page.signUp.url} label={page.signUp.label} />
    </>
  );
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      kicker={page.stageName}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      layout="reading"
      lead={facts}
    />
  );
}

export function ImageFileTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useTranslation();
  const page = readViewModel<typeof imageFilePageSchema>(viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      layout="reading"
      lead={
        <>
          <ImageFigure image={page.image} />
          <DocumentLinks heading={t('content.templates.download')} items={[page.download]} />
        </>
      }
    />
  );
}

export const ReferenceStartTemplate = blocksPageTemplate({ tone: 'band' });

/** What a reference project built, under which form of contract, and whether it is finished. */
function ReferenceProjectKinds({
  page,
}: {
  page: { projectType?: number; contractorType?: number; projectStatus?: number };
}) {
  const labels = useProjectPhaseLabels();
  const rows = [
    { label: labels.t('projectType'), value: labels.type(page.projectType) },
    { label: labels.t('contractorType'), value: labels.contractorType(page.contractorType) },
    { label: labels.t('projectStatus'), value: labels.status(page.projectStatus) },
  ].filter((row) => row.value);
  return rows.map((row) => (
    <div key={row.label} className={referenceStyles.kind}>
      <dt>{row.label}</dt>
      <dd>{row.value}</dd>
    </div>
  ));
}

export function ReferenceProjectTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useTranslation();
  const page = readViewModel<typeof referenceProjectPageSchema>(viewModel);
  return (
    <ContentPage
      breadcrumbs={payload.template.breadcrumbs}
      heading={page.heading}
      preamble={page.preamble}
      blocks={page.blocks}
      lead={
        <div className={blockStyles.factBox}>
          <dl>
            <div>
              <dt>{t('content.templates.client')}</dt>
              <dd>{page.client}</dd>
            </div>
            <div>
              <dt>{t('content.templates.location')}</dt>
              <dd>{page.location}</dd>
            </div>
            <div>
              <dt>{t('content.templates.completed')}</dt>
              <dd>{page.completed}</dd>
            </div>
            <ReferenceProjectKinds page={page} />
          </dl>
        </div>
      }
    />
  );
}
