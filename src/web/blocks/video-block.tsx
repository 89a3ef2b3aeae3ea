import { useState } from 'react';
import type { ContentBlock } from '../../shared/page/content-blocks';
import { useTranslation } from '../i18n/use-translation';
import { openCookieSettings } from '../ui/consent/consent-store';
import { useConsent } from '../ui/consent/use-consent';
import { Icon } from '../ui/icon';
import styles from './blocks.module.css';
import { ContentImageView } from './content-image';

type VideoBlockData = Extract<ContentBlock, { type: 'video' }>;

/** The player address: YouTube links play from the no-cookie domain. */
export function embedUrl(videoUrl: string): string {
  const url = new URL(videoUrl);
  const id = url.hostname.endsWith('youtube.com')
    ? url.searchParams.get('v')
    : url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : null;
  return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1` : videoUrl;
}

/**
 * Video block (flows §3.9). The video is not embedded until the visitor has accepted
 * third-party cookies and pressed play: until then the poster shows a play button and a note
 * (play opens the cookie settings), and the root carries data-requires-consent="thirdParty".
 */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const [playing, setPlaying] = useState(false);
  const noteId = `${block.id}-consent`;
  const allowed = consent.allows('thirdParty');
  // Without consent, play opens the cookie settings; the player loads once it is given.
  const play = () => (allowed ? setPlaying(true) : openCookieSettings());
  if (!block.renderOnPage) return null;
  return (
    <figure
      id={block.id}
      className={styles.video}
      data-requires-consent="thirdParty"
      data-video-url={block.videoUrl}
    >
      {playing && allowed ? (
        <iframe
          className={styles.player}
          src={embedUrl(block.videoUrl)}
          title={block.title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div className={styles.videoPoster}>
          <ContentImageView image={block.image} />
          <div className={styles.videoOverlay}>
            <button
              type="button"
              className={styles.playButton}
              aria-describedby={allowed ? undefined : noteId}
              onClick={play}
            >
              <span className={styles.playIcon} aria-hidden="true">
                ▶
              </span>
              <span>{t('content.blocks.playVideo', { title: block.title })}</span>
            </button>
            {!allowed && (
              <p id={noteId} className={styles.consentNote}>
                <Icon name="info" size={18} /> {t('content.blocks.videoNeedsConsent')}
              </p>
            )}
          </div>
        </div>
      )}
      <figcaption className={styles.videoCaption}>
        <strong>{block.title}</strong>
        {block.description && !block.hideDescriptionOnPage && <span>{block.description}</span>}
      </figcaption>
      {block.scriptText && (
        <details className={styles.script}>
          <summary>{t('content.blocks.videoScript')}</summary>
          <p>{block.scriptText}</p>
        </details>
      )}
    </figure>
  );
}
