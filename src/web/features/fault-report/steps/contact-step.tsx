import { Checkbox, TextField } from '../../../ui/form/fields';
import { useSession } from '../../../ui/session/session-context';
import { isBoardKind } from '../engine/wizard-flows';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6 contact details: a resident's names come from the account and are locked; e-mail
 * and phone are prefilled and may change (saved on the user before submit, §4.1). A board
 * member also gives the association's e-mail. "Someone else" reveals four more fields.
 */
export function ContactStep() {
  const text = useText();
  const { state } = useWizard();
  const form = useStepForm();
  const board = isBoardKind(state.kind);
  const other = form.watch('other') === true;
  // A resident's names come from the account; an account without them may type them.
  const { user } = useSession();
  const namesLocked = !board && Boolean(user?.firstName && user?.lastName);
  return (
    <StepFrame form={form}>
      <fieldset className={styles.fieldset}>
        <legend>{text('legends.contact')}</legend>
        <TextField
          name="firstName"
          label={text('contact.firstName')}
          autoComplete="given-name"
          readOnly={namesLocked}
          hint={namesLocked ? text('contact.nameFromAccount') : undefined}
        />
        <TextField
          name="lastName"
          label={text('contact.lastName')}
          autoComplete="family-name"
          readOnly={namesLocked}
        />
        <TextField name="email" type="email" label={text('contact.email')} autoComplete="email" />
        <TextField name="phone" type="tel" label={text('contact.phone')} autoComplete="tel" />
        {board && (
          <TextField
            name="boardEmail"
            type="email"
            label={text('contact.boardEmail')}
            hint={text('contact.boardEmailHint')}
          />
        )}
        <Checkbox name="other" label={text('contact.other')} />
        {other && (
          <>
            <TextField name="otherFirstName" label={text('contact.otherFirstName')} />
            <TextField name="otherLastName" label={text('contact.otherLastName')} />
            <TextField name="otherEmail" type="email" label={text('contact.otherEmail')} />
            <TextField name="otherPhone" type="tel" label={text('contact.otherPhone')} />
          </>
        )}
      </fieldset>
    </StepFrame>
  );
}
