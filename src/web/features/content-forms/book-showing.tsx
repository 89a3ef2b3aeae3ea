import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { loadable } from '../../ui/loadable';
import type { ShowingDialogProps } from './showing-dialog';

// The dialog, the form and its validation load on the first click, never with the page.
const ShowingDialog = loadable(() => import('./showing-dialog').then((module) => module.default));

export type BookShowingProps = Omit<ShowingDialogProps, 'open' | 'onOpenChange'> & { className?: string };

/** "Book a showing" on stage and home pages with showings: opens the showing form in a dialog. */
export function BookShowing({ className, ...props }: BookShowingProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (props.showings.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-book-showing=""
      >
        {t('sales.bookShowing')}
      </button>
      {wanted && <ShowingDialog {...props} open={open} onOpenChange={setOpen} />}
    </>
  );
}
