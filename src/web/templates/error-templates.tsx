import type { ErrorPageViewModel } from '../../shared/page/content-view-models';
import { routeFor } from '../../shared/sites/routes';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import container from '../ui/container.module.css';
import { useSite } from '../ui/site-context';
import styles from './error-templates.module.css';
import type { TemplateProps } from './template-props';

function ErrorPage({
  code,
  heading,
  text,
  viewModel,
}: {
  code: string;
  heading: string;
  text: string;
  viewModel: ErrorPageViewModel;
}) {
  const { t } = useTranslation();
  const { site } = useSite();
  const links = viewModel.links?.length
    ? viewModel.links
    : [{ label: t('errors.toHome'), url: routeFor(site.key, 'home') ?? '/' }];
  return (
    <section className={`${container.container} ${styles.errorPage}`} aria-labelledby="error-heading">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-heading">{viewModel.heading ?? heading}</h1>
      <p className={styles.text}>{viewModel.text ?? text}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.url}>
            <AppLink href={link.url}>{link.label}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotFoundTemplate({ viewModel }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="404"
      heading={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      viewModel={viewModel as ErrorPageViewModel}
    />
  );
}

export function ServerErrorTemplate({ viewModel }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="500"
      heading={t('errors.serverErrorTitle')}
      text={t('errors.serverErrorText')}
      viewModel={viewModel as ErrorPageViewModel}
    />
  );
}

/** The database is down or stalled: a passing fault, so the text asks to retry shortly. */
export function ServiceUnavailableTemplate({ viewModel }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="503"
      heading={t('errors.serviceUnavailableTitle')}
      text={t('errors.serviceUnavailableText')}
      viewModel={viewModel as ErrorPageViewModel}
    />
  );
}
