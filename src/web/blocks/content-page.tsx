import type { ReactNode } from 'react';
import { formatDate } from '../../shared/format/dates';
import type { ContentBlock } from '../../shared/page/content-blocks';
import type { Breadcrumb } from '../../shared/page/page-payload';
import { useSiteLocale } from '../i18n/use-site-locale';
import { useTranslation } from '../i18n/use-translation';
import { Breadcrumbs } from '../ui/breadcrumbs';
import container from '../ui/container.module.css';
import { ContentBlocks } from './content-blocks';
import styles from './content-page.module.css';

export interface ContentPageProps {
  breadcrumbs: Breadcrumb[];
  heading: string;
  preamble?: string;
  publishedDate?: string;
  /** A short label above the heading (a kind of page, a status). */
  kicker?: string;
  blocks: readonly ContentBlock[];
  /** Shown between the header and the blocks (facts of a project, a form, a picture). */
  lead?: ReactNode;
  /** Shown after the blocks. */
  children?: ReactNode;
  /** 'reading' keeps text at reading width; 'wide' lets card grids use the full width. */
  layout?: 'reading' | 'wide';
  /** Lets a brand-coloured band sit behind the header (campaign, corporate start). */
  tone?: 'plain' | 'band';
}

/** The frame of every content template: breadcrumbs, the h1 header, then the blocks. */
export function ContentPage({
  breadcrumbs,
  heading,
  preamble,
  publishedDate,
  kicker,
  blocks,
  lead,
  children,
  layout = 'wide',
  tone = 'plain',
}: ContentPageProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  return (
    <article className={styles.page}>
      <div className={tone === 'band' ? styles.band : styles.plain}>
        <div className={container.container}>
          <Breadcrumbs items={breadcrumbs} />
          <header className={styles.header}>
            {kicker && <p className={styles.kicker}>{kicker}</p>}
            <h1>{heading}</h1>
            {preamble && <p className={styles.preamble}>{preamble}</p>}
            {publishedDate && (
              <p className={styles.meta}>
                {t('content.published', { date: formatDate(publishedDate, locale) })}
              </p>
            )}
          </header>
        </div>
      </div>
      <div className={`${container.container} ${styles.body} ${layout === 'reading' ? styles.reading : ''}`}>
        {lead}
        <ContentBlocks blocks={blocks} />
        {children}
      </div>
    </article>
  );
}
