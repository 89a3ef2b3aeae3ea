import { formatDate } from '../../shared/format/dates';
import type { ContentBlock } from '../../shared/page/content-blocks';
import { useSiteLocale } from '../i18n/use-site-locale';
import { useTranslation } from '../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { Icon } from '../ui/icon';
import { FacadeIllustration } from '../ui/illustrations/facade-illustration';
import styles from './blocks.module.css';
import { DocumentLinks } from './document-links';

type Block<T extends ContentBlock['type']> = { block: Extract<ContentBlock, { type: T }> };

function BlockHeading({ id, text }: { id: string; text?: string }) {
  return text ? <h2 id={`${id}-h`}>{text}</h2> : null;
}

const labelledBy = (block: { id: string; heading?: string }) => (block.heading ? `${block.id}-h` : undefined);

/** A banner with an illustration, a heading, text and up to two links; not the page's h1. */
export function HeroBlock({ block }: Block<'hero'>) {
  const { hero } = block;
  return (
    <section id={block.id} className={styles.hero} aria-labelledby={`${block.id}-h`}>
      <FacadeIllustration variant={hero.illustration} className={styles.heroArt} />
      <div className={styles.heroCard}>
        <h2 id={`${block.id}-h`}>{hero.heading}</h2>
        <p>{hero.text}</p>
        {(hero.cta || hero.secondaryCta) && (
          <div className={styles.actions}>
            {hero.cta && (
              <AppLink href={hero.cta.url} className={styles.buttonLight}>
                {hero.cta.label}
                <Icon name="arrowRight" size={20} />
              </AppLink>
            )}
            {hero.secondaryCta && (
              <AppLink href={hero.secondaryCta.url} className={styles.buttonOutline}>
                {hero.secondaryCta.label}
              </AppLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

export function RichTextBlock({ block }: Block<'richText'>) {
  return (
    <section
      id={block.id}
      className={`${styles.block} ${styles.richText}`}
      aria-labelledby={labelledBy(block)}
    >
      <BlockHeading id={block.id} text={block.heading} />
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.list && (
        <ul>
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TeaserListBlock({ block }: Block<'teasers'>) {
  return (
    <section id={block.id} className={styles.block} aria-labelledby={labelledBy(block)}>
      <BlockHeading id={block.id} text={block.heading} />
      <ul className={styles.cardGrid}>
        {block.items.map((teaser) => (
          <li key={teaser.link.url + teaser.heading} className={styles.teaser}>
            {teaser.kicker && <p className={styles.kicker}>{teaser.kicker}</p>}
            <h3>
              <AppLink href={teaser.link.url}>{teaser.heading}</AppLink>
            </h3>
            <p>{teaser.text}</p>
            <span className={styles.teaserMore} aria-hidden="true">
              {teaser.link.label} <Icon name="arrowRight" size={16} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactCardsBlock({ block }: Block<'contacts'>) {
  const { t } = useTranslation();
  return (
    <section id={block.id} className={styles.block} aria-labelledby={labelledBy(block)}>
      <BlockHeading id={block.id} text={block.heading} />
      <ul className={styles.cardGrid}>
        {block.items.map((contact) => (
          <li key={contact.name + contact.role} className={styles.contactCard}>
            <h3>{contact.name}</h3>
            <p className={styles.muted}>{contact.role}</p>
            <dl>
              {contact.area && (
                <div>
                  <dt>{t('content.blocks.area')}</dt>
                  <dd>{contact.area}</dd>
                </div>
              )}
              {contact.phone && (
                <div>
                  <dt>{t('content.blocks.phone')}</dt>
                  <dd>
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                  </dd>
                </div>
              )}
              {contact.email && (
                <div>
                  <dt>{t('content.blocks.email')}</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LinkListBlock({ block }: Block<'links'>) {
  return (
    <nav id={block.id} className={`${styles.block} ${styles.linkList}`} aria-labelledby={`${block.id}-h`}>
      <h2 id={`${block.id}-h`}>{block.heading}</h2>
      <ul>
        {block.items.map((item) => (
          <li key={item.url}>
            <AppLink href={item.url}>
              <Icon name="arrowRight" size={18} />
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FactBoxBlock({ block }: Block<'facts'>) {
  return (
    <section
      id={block.id}
      className={`${styles.block} ${styles.factBox}`}
      aria-labelledby={labelledBy(block)}
    >
      <BlockHeading id={block.id} text={block.heading} />
      <dl>
        {block.items.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The group's share (site flag `stock`): the server filled it in, or left it out of the page. */
export function ShareBlock({ block }: Block<'share'>) {
  if (block.facts.length === 0) return null;
  return (
    <section
      id={block.id}
      className={`${styles.block} ${styles.shareBox}`}
      aria-labelledby={labelledBy(block)}
      data-share-block=""
    >
      <BlockHeading id={block.id} text={block.heading} />
      <dl>
        {block.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {block.link && (
        <p>
          <AppLink href={block.link.url}>
            {block.link.label}
            <Icon name="arrowRight" size={18} />
          </AppLink>
        </p>
      )}
    </section>
  );
}

export function QuoteBlock({ block }: Block<'quote'>) {
  return (
    <figure id={block.id} className={styles.quote}>
      <blockquote>{block.text}</blockquote>
      <figcaption>
        <strong>{block.by}</strong>
        {block.role && `, ${block.role}`}
      </figcaption>
    </figure>
  );
}

export function DocumentListBlock({ block }: Block<'documents'>) {
  return (
    <section id={block.id} className={styles.block} aria-labelledby={labelledBy(block)}>
      <BlockHeading id={block.id} text={block.heading} />
      <DocumentLinks items={block.items} />
    </section>
  );
}

export function JobListBlock({ block }: Block<'jobs'>) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  return (
    <section id={block.id} className={styles.block} aria-labelledby={labelledBy(block)}>
      <BlockHeading id={block.id} text={block.heading} />
      {block.items.length === 0 ? (
        <p>{t('content.blocks.noJobs')}</p>
      ) : (
        <ul className={styles.jobs}>
          {block.items.map((job) => (
            <li key={job.url} id={job.url.split('#')[1]}>
              <h3>
                <AppLink href={job.url}>{job.title}</AppLink>
              </h3>
              <p className={styles.muted}>
                {t('content.blocks.jobMeta', { location: job.location, department: job.department })}
              </p>
              <p>
                {t('content.blocks.lastApplicationDate', {
                  date: formatDate(job.lastApplicationDate, locale),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The cookies the portal sets, as the server filled them in from the code's table. On a phone each
 * row stands as a card, each value under its column's name (data-label).
 */
export function CookieTableBlock({ block }: Block<'cookieTable'>) {
  const columns = block.columns;
  if (!columns) return null;
  return (
    <section id={block.id} className={styles.block} aria-labelledby={labelledBy(block)}>
      <BlockHeading id={block.id} text={block.heading} />
      <table className={styles.cookieTable}>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.purpose}</th>
            <th scope="col">{columns.category}</th>
            <th scope="col">{columns.lifetime}</th>
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.name} data-cookie={row.name}>
              <th scope="row" data-label={columns.name}>
                <code>{row.name}</code>
              </th>
              <td data-label={columns.purpose}>{row.purpose}</td>
              <td data-label={columns.category}>{row.category}</td>
              <td data-label={columns.lifetime}>{row.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A button-like link; the cookie-settings action is picked up by the consent feature. */
export function ActionBlock({ block }: Block<'action'>) {
  const cookieSettings = block.action === 'cookieSettings';
  return (
    <p id={block.id} className={styles.block}>
      <a
        href={block.link.url}
        className={styles.button}
        data-open-cookie-settings={cookieSettings ? '' : undefined}
      >
        {block.link.label}
      </a>
    </p>
  );
}
