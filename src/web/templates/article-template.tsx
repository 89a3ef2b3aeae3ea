import { formatDate } from '../../shared/format/dates';
import type { ArticleBlock, ArticleViewModel } from '../../shared/page/content-view-models';
import { useSiteLocale } from '../i18n/use-site-locale';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { Breadcrumbs } from '../ui/breadcrumbs';
import container from '../ui/container.module.css';
import styles from './article-template.module.css';
import type { TemplateProps } from './template-props';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2 id={block.id}>{block.text}</h2>;
    case 'paragraph':
      return <p id={block.id}>{block.text}</p>;
    case 'list':
      return (
        <ul id={block.id}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure id={block.id} className={styles.quote}>
          <blockquote>{block.text}</blockquote>
          <figcaption>{block.by}</figcaption>
        </figure>
      );
  }
}

export function ArticleTemplate({ payload, viewModel }: TemplateProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const article = viewModel as unknown as ArticleViewModel;
  return (
    <article className={`${container.container} ${styles.article}`}>
      <Breadcrumbs items={payload.template.breadcrumbs} />
      <header className={styles.header}>
        <h1>{article.heading}</h1>
        <p className={styles.preamble}>{article.preamble}</p>
        <p className={styles.meta}>
          {t('article.published', { date: formatDate(article.publishedDate, locale) })}
        </p>
      </header>
      <div className={styles.body}>
        {article.blocks.map((block) => (
          <Block key={block.id} block={block} />
        ))}
      </div>
      {article.related.length > 0 && (
        <aside className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.relatedHeading}>
            {t('article.related')}
          </h2>
          <ul>
            {article.related.map((link) => (
              <li key={link.url}>
                <AppLink href={link.url}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}
