import type { ReactNode } from 'react';
import { OTHER_ADDRESS } from '../../../../shared/cases/case-wizard-schemas';
import { Checkbox } from '../../../ui/form/fields';
import type { StepView } from '../engine/wizard-flows';
import { isVisible } from '../engine/wizard-state';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { EditIcon } from './edit-icon';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6: what will be sent, each part with an edit icon that jumps to its step; a board
 * member may ask for a copy (sendCopy), a resident's summary has no such option.
 */
export function SummaryStep() {
  const text = useText();
  const { state, dispatch, uploadProgress } = useWizard();
  const form = useStepForm();
  const data = state.formData;
  const view = state.steps[state.currentIndex]?.viewName;
  const has = (candidate: StepView) =>
    state.steps.some((step) => step.viewName === candidate && isVisible(state, step));
  const files = (data.files ?? []) as File[];

  const placeView: StepView | undefined = has('residentResidence')
    ? 'residentResidence'
    : has('searchResidence')
      ? 'searchResidence'
      : has('estateAddress')
        ? 'estateAddress'
        : undefined;
  const manual = data.selectedApartmentId === OTHER_ADDRESS || placeView === 'estateAddress';
  const typeName = data.type === 'publicSpace' ? text('residence.publicArea') : text('residence.apartment');
  const place = manual
    ? [data.object, data.address, [data.zipCode, data.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : (data.selectedApartment?.address ?? '');

  const contact = [
    `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim(),
    data.email,
    data.phone,
    data.boardEmail ? `${text('contact.boardEmail')}: ${data.boardEmail}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const other = data.other
    ? [`${data.otherFirstName ?? ''} ${data.otherLastName ?? ''}`.trim(), data.otherEmail, data.otherPhone]
        .filter(Boolean)
        .join('\n')
    : '';

  return (
    <StepFrame form={form}>
      <p>{text('legends.summary')}</p>
      <dl className={styles.summary}>
        <Row
          label={text('summary.contact')}
          edit={has('contact') ? 'contact' : 'contactWithoutManagement'}
          onEdit={(target) => dispatch({ type: 'jump', view: target })}
        >
          {contact}
          {other && `\n${text('summary.otherContact')}: ${other}`}
        </Row>
        {has('compound') && (
          <Row
            label={text('summary.association')}
            edit="compound"
            onEdit={(target) => dispatch({ type: 'jump', view: target })}
          >
            {`${data.compoundName ?? ''}\n${data.compoundNumber ?? ''}`}
          </Row>
        )}
        {placeView && (
          <Row
            label={text('summary.place')}
            edit={placeView}
            onEdit={(target) => dispatch({ type: 'jump', view: target })}
          >
            {`${typeName}\n${place}`}
          </Row>
        )}
        <Row
          label={text('summary.problem')}
          edit="problemArea"
          onEdit={(target) => dispatch({ type: 'jump', view: target })}
        >
          {[data.problemAreaName, data.problemAreaDetailsName].filter(Boolean).join(': ')}
        </Row>
        <Row
          label={text('summary.description')}
          edit="description"
          onEdit={(target) => dispatch({ type: 'jump', view: target })}
        >
          {data.description}
        </Row>
        <Row
          label={text('summary.files')}
          edit="description"
          onEdit={(target) => dispatch({ type: 'jump', view: target })}
        >
          {files.length === 0 ? (
            text('summary.noFiles')
          ) : (
            <ul className={styles.list}>
              {files.map((file, index) => (
                <li key={`${file.name}-${file.size}`}>
                  {file.name}
                  {uploadProgress && (
                    <>
                      {' '}
                      <progress
                        value={uploadProgress[index] ?? 0}
                        max={100}
                        aria-label={text('description.uploading', {
                          name: file.name,
                          percent: uploadProgress[index] ?? 0,
                        })}
                      />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
      {view !== 'residentSummary' && <Checkbox name="sendCopy" label={text('summary.sendCopy')} />}
      <SubmitError />
    </StepFrame>
  );
}

function Row({
  label,
  edit,
  onEdit,
  children,
}: {
  label: string;
  edit: StepView;
  onEdit: (view: StepView) => void;
  children: ReactNode;
}) {
  const text = useText();
  return (
    <div className={styles.summaryRow}>
      <dt>{label}</dt>
      <dd>
        <div>{children}</div>
        <button
          type="button"
          className={styles.editButton}
          aria-label={text('buttons.edit', { what: label.toLowerCase() })}
          onClick={() => onEdit(edit)}
        >
          <EditIcon />
        </button>
      </dd>
    </div>
  );
}

/** flows §7.4: 413 gives the file-size message, any other failure the general one. */
function SubmitError() {
  const text = useText();
  const { state } = useWizard();
  if (state.submit.status !== 'error' || !state.submit.errorKey) return null;
  return (
    <p className={styles.error} role="alert">
      {text(`done.${state.submit.errorKey}`)}
    </p>
  );
}
