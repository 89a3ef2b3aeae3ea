import { formatDate } from '../../shared/format/dates';
import type { ContentBlock } from '../../shared/page/content-blocks';
import { useSiteLocale } from '../i18n/use-site-locale';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import styles from './blocks.module.css';

type Document = Extract<ContentBlock, { type: 'documents' }>['items'][number];

/** A list of documents with their kind, size and date. */
export function DocumentLinks({ heading, items }: { heading?: string; items: Document[] }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  return (
    <div className={styles.documents}>
      {heading && <h3>{heading}</h3>}
      <ul>
        {items.map((item) => (
          <li key={item.url}>
            <AppLink href={item.url}>{item.title}</AppLink>
            <span className={styles.muted}>
              {item.size
                ? t('content.blocks.documentMeta', { fileType: item.fileType, size: item.size })
                : item.fileType}
              {item.publishedDate && ` · ${formatDate(item.publishedDate, locale)}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
