import { useState } from 'react';
import { loadable } from '../../ui/loadable';

// The dialog, the form and its validation load on the first click, never with the page.
const FormDialog = loadable(() => import('./form-dialog').then((module) => module.FormDialog));

export interface SendMessageProps {
  /** The button's words, e.g. "Send a message". */
  label: string;
  /** The dialog's heading and the line under it: whom the message goes to. */
  title: string;
  description: string;
  /** The page the message is about: stored with it, and it decides whom it is mailed to. */
  pagePath: string;
  className?: string;
}

/**
 * A button that opens the contact form (content form kind contact) in a dialog. It keeps its
 * own open state rather than share a hook with BookShowing: a module both used would become a
 * chunk of its own, one more file for every stage and home page to load (the page budget).
 */
export function SendMessage({ label, title, description, pagePath, className }: SendMessageProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the dialog can close with its animation and return focus.
  const [wanted, setWanted] = useState(false);
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
      >
        {label}
      </button>
      {wanted && (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title={title}
          description={description}
          form={{ kind: 'contact', pagePath }}
        />
      )}
    </>
  );
}
