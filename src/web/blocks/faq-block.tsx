import type { ContentBlock } from '../../shared/page/content-blocks';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from '../ui/icon';
import styles from './blocks.module.css';
import { ContentImageView } from './content-image';
import { DocumentLinks } from './document-links';

type FaqBlockData = Extract<ContentBlock, { type: 'faq' }>;

/** FAQ items as a disclosure list: native <details>, so Enter and Space open them. */
export function FaqBlock({ block }: { block: FaqBlockData }) {
  const { t } = useTranslation();
  return (
    <section
      id={block.id}
      className={styles.block}
      aria-labelledby={block.heading ? `${block.id}-h` : undefined}
    >
      {block.heading && <h2 id={`${block.id}-h`}>{block.heading}</h2>}
      <div className={styles.faq}>
        {block.items.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary>
              <span>{item.question}</span>
              <Icon name="chevronDown" size={20} className={styles.faqChevron} />
            </summary>
            <div className={styles.faqAnswer}>
              <p>{item.answer}</p>
              {item.youtubeLink && (
                <a href={item.youtubeLink} className={styles.faqVideo}>
                  {item.youtubeImage && (
                    <ContentImageView image={item.youtubeImage} className={styles.faqThumb} />
                  )}
                  <span>{t('content.blocks.faqVideo')}</span>
                </a>
              )}
              {item.files.length > 0 && (
                <DocumentLinks heading={t('content.blocks.files')} items={item.files} />
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
