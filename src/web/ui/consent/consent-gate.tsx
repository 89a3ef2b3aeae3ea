import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentCategory } from '../../../shared/consent/consent-setting';
import { openCookieSettings } from './consent-store';
import { useConsent } from './use-consent';

interface Props {
  category: ConsentCategory;
  children: ReactNode;
  /** Shown instead (e.g. the video's poster); a notice and a settings button follow it. */
  placeholder?: ReactNode;
  /** The notice under the placeholder; defaults to the video text. */
  notice?: string;
}

// Renders its children only with consent for the category (a video block needs thirdParty);
// until then a placeholder, a notice and a button that opens the cookie settings. The server
// render and the first browser render show the placeholder.
export function ConsentGate({ category, children, placeholder, notice }: Props) {
  const { t } = useTranslation();
  const { allows } = useConsent();
  if (allows(category)) return <>{children}</>;
  return (
    <div data-requires-consent={category}>
      {placeholder}
      <p>{notice ?? t('cookieConsent.videoNeedsConsent')}</p>
      <button type="button" onClick={openCookieSettings}>
        {t('cookieConsent.openSettings')}
      </button>
    </div>
  );
}
