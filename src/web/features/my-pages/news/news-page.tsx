import { formatDate } from '../../../../shared/format/dates';
import { useMyPagesTranslation } from '../../../i18n/my-pages-texts';
import { AppLink } from '../../../ui/app-link';
import container from '../../../ui/container.module.css';
import { useSession } from '../../../ui/session/session-context';
import { useSite } from '../../../ui/site-context';
import styles from '../my-pages.module.css';
import { useNewsQuery } from './use-news';

// News under my pages (issue 15 item 11, the my-pages news flag): the site's news, newest first.
export function NewsPage({ heading }: { heading?: string }) {
  const { t } = useMyPagesTranslation();
  const { site } = useSite();
  const { user } = useSession();
  const news = useNewsQuery(user !== null && site.flags.myPagesNews);
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.intro}>{t('news.intro')}</p>
      {!user || news.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : news.isError ? (
        <>
          <p role="alert">{t('errorFetching')}</p>
          <button type="button" className={styles.primary} onClick={() => news.refetch()}>
            {t('retry')}
          </button>
        </>
      ) : news.data.items.length === 0 ? (
        <p>{t('news.empty')}</p>
      ) : (
        <ul className={styles.news}>
          {news.data.items.map((item) => (
            <li key={item.id}>
              <article>
                <h2>
                  <AppLink href={item.url}>{item.title}</AppLink>
                </h2>
                {item.publishedDate && (
                  <p className={styles.muted}>
                    {t('news.published', { date: formatDate(item.publishedDate, site.locale) })}
                  </p>
                )}
                <p>{item.preamble}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
