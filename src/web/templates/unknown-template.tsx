import { useTranslation } from '../i18n/use-translation';
import container from '../ui/container.module.css';
import styles from './error-templates.module.css';
import type { TemplateProps } from './template-props';

// platform §8: an unknown page template is an error; say so instead of showing nothing.
export function UnknownTemplate({ payload }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section
      className={`${container.container} ${styles.errorPage}`}
      role="alert"
      aria-labelledby="error-heading"
    >
      <h1 id="error-heading">{t('errors.unknownTemplateTitle')}</h1>
      <p className={styles.text}>
        {t('errors.unknownTemplateText', { template: payload.template.currentComponent })}
      </p>
    </section>
  );
}
