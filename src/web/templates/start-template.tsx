import type { StartViewModel } from '../../shared/page/content-view-models';
import { StartQuickSearch } from '../features/start-sales/start-quick-search';
import { StartSalesSections } from '../features/start-sales/start-sales';
import { RecentlyViewed } from '../features/visited/recently-viewed';
import { AppLink } from '../ui/app-link';
import container from '../ui/container.module.css';
import { Icon } from '../ui/icon';
import { FacadeIllustration } from '../ui/illustrations/facade-illustration';
import { useSite } from '../ui/site-context';
import styles from './start-template.module.css';
import type { TemplateProps } from './template-props';

export function StartTemplate({ viewModel }: TemplateProps) {
  const { hero, intro, teasers, facts, sales } = viewModel as unknown as StartViewModel;
  const { site } = useSite();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <FacadeIllustration variant={hero.illustration} className={styles.heroArt} />
        <div className={`${container.container} ${styles.heroInner}`}>
          <div className={styles.heroCard}>
            <h1 id="hero-heading">{hero.heading}</h1>
            <p className={styles.heroText}>{hero.text}</p>
            <div className={styles.heroActions}>
              {hero.cta && (
                <AppLink href={hero.cta.url} className={styles.primaryAction}>
                  {hero.cta.label}
                  <Icon name="arrowRight" size={20} />
                </AppLink>
              )}
              {hero.secondaryCta && (
                <AppLink href={hero.secondaryCta.url} className={styles.secondaryAction}>
                  {hero.secondaryCta.label}
                </AppLink>
              )}
            </div>
            {sales && site.flags.simpleSearch && <StartQuickSearch searchUrl={sales.searchUrl} />}
          </div>
        </div>
      </section>

      <section className={`${container.container} ${styles.intro}`}>
        <h2>{intro.heading}</h2>
        <p>{intro.text}</p>
      </section>

      <RecentlyViewed />

      {sales && <StartSalesSections sales={sales} />}

      {facts.length > 0 && (
        <section className={styles.factsBand}>
          <dl className={`${container.container} ${styles.facts}`}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className={`${container.container} ${styles.teasers}`}>
        <ul>
          {teasers.map((teaser) => (
            <li key={teaser.link.url} className={styles.teaser}>
              {teaser.kicker && <p className={styles.kicker}>{teaser.kicker}</p>}
              <h2 className={styles.teaserHeading}>
                <AppLink href={teaser.link.url}>{teaser.heading}</AppLink>
              </h2>
              <p>{teaser.text}</p>
              <span className={styles.teaserMore} aria-hidden="true">
                {teaser.link.label} <Icon name="arrowRight" size={18} />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
