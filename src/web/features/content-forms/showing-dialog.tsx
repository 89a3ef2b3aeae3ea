import { formatShowingTime } from '../../../shared/format/showing-time';
import type { LocalShowingTime } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { FormDialog } from './form-dialog';

export interface ShowingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stage or home the showing is of. */
  name: string;
  /** The stage or home page: stored with the sign-up. */
  pagePath: string;
  showings: readonly { startsAt: string; local: LocalShowingTime }[];
}

/** The showing form (content form kind showing) in a dialog; its own chunk. */
export default function ShowingDialog({ open, onOpenChange, name, pagePath, showings }: ShowingDialogProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const options = showings.map((showing) => ({
    value: showing.startsAt,
    label: t('residencePages.showings.time', formatShowingTime(showing.local, locale)),
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sales.bookShowingOf', { name })}
      description={t('sales.bookShowingIntro')}
      form={{ kind: 'showing', pagePath, showings: options }}
    />
  );
}
