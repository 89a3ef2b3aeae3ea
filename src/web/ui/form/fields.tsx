import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldMessage, type MessageOverrides } from './field-message';
import styles from './form-fields.module.css';
import { useField } from './use-field';

// The field family of every form: each a real <label>, aria-invalid and aria-describedby
// pointing at its hint and its message, registered with the surrounding <ZodForm>.

interface Common {
  name: string;
  label: ReactNode;
  /** A hint under the field, read with it. */
  hint?: ReactNode;
  /** Other texts for some error keys of this field, e.g. { required: 'Choose one.' }. */
  messages?: MessageOverrides;
  /** Numbers a message needs that its key does not carry, e.g. { max: 50 }. */
  messageValues?: object;
}

/** What every field shows under its control: the hint, then the message of its error. */
function FieldFooter({
  ids,
  name,
  hint,
  messages,
  messageValues,
}: Omit<Common, 'label'> & { ids: { hintId: string; errorId: string } }) {
  return (
    <>
      {hint !== undefined && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldMessage id={ids.errorId} name={name} overrides={messages} values={messageValues} />
    </>
  );
}

type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onBlur'>;

export function TextField({
  name,
  label,
  hint,
  messages,
  messageValues,
  onChange,
  ...input
}: TextFieldProps) {
  const { register } = useFormContext();
  const { id, errorId, hintId, aria } = useField(name, hint !== undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input type="text" {...input} id={id} {...aria} {...register(name, { onChange })} />
      <FieldFooter
        ids={{ hintId, errorId }}
        name={name}
        hint={hint}
        messages={messages}
        messageValues={messageValues}
      />
    </div>
  );
}

type TextAreaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onBlur'>;

export function TextArea({
  name,
  label,
  hint,
  messages,
  messageValues,
  onChange,
  ...textarea
}: TextAreaProps) {
  const { register } = useFormContext();
  const { id, errorId, hintId, aria } = useField(name, hint !== undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea {...textarea} id={id} {...aria} {...register(name, { onChange })} />
      <FieldFooter
        ids={{ hintId, errorId }}
        name={name}
        hint={hint}
        messages={messages}
        messageValues={messageValues}
      />
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onBlur'> & {
    options: readonly ChoiceOption[];
    /** The text of the empty first choice. */
    placeholder?: string;
  };

export function Select({
  name,
  label,
  hint,
  messages,
  messageValues,
  options,
  placeholder = '–',
  onChange,
  ...select
}: SelectProps) {
  const { register } = useFormContext();
  const { id, errorId, hintId, aria } = useField(name, hint !== undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select {...select} id={id} {...aria} {...register(name, { onChange })}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldFooter
        ids={{ hintId, errorId }}
        name={name}
        hint={hint}
        messages={messages}
        messageValues={messageValues}
      />
    </div>
  );
}

type CheckboxProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'checked' | 'onBlur'>;

/** One box, its label beside it (the label may hold a link, e.g. to the terms). */
export function Checkbox({ name, label, hint, messages, messageValues, onChange, ...input }: CheckboxProps) {
  const { register } = useFormContext();
  const { id, errorId, hintId, aria } = useField(name, hint !== undefined);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input {...input} type="checkbox" id={id} {...aria} {...register(name, { onChange })} />
        <span>{label}</span>
      </label>
      <FieldFooter
        ids={{ hintId, errorId }}
        name={name}
        hint={hint}
        messages={messages}
        messageValues={messageValues}
      />
    </div>
  );
}

type CheckboxGroupProps = Common & { options: readonly ChoiceOption[] };

/** Several boxes whose value is the list of the ticked ones, in a fieldset named by its legend. */
export function CheckboxGroup({ name, label, hint, messages, messageValues, options }: CheckboxGroupProps) {
  const { control } = useFormContext();
  const { id, errorId, hintId, aria } = useField(name, hint !== undefined);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ticked: string[] = Array.isArray(field.value) ? field.value : [];
        return (
          <fieldset className={styles.field} {...aria}>
            <legend>{label}</legend>
            {options.map((option, index) => (
              <label key={option.value} className={styles.check}>
                <input
                  type="checkbox"
                  id={index === 0 ? id : `${id}-${index}`}
                  name={name}
                  value={option.value}
                  // The first box takes focus when the group is the first invalid field.
                  ref={index === 0 ? field.ref : undefined}
                  checked={ticked.includes(option.value)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...ticked, option.value]
                        : ticked.filter((value) => value !== option.value),
                    )
                  }
                />
                <span>{option.label}</span>
              </label>
            ))}
            <FieldFooter
              ids={{ hintId, errorId }}
              name={name}
              hint={hint}
              messages={messages}
              messageValues={messageValues}
            />
          </fieldset>
        );
      }}
    />
  );
}

type RadioGroupProps = Common & { options: readonly ChoiceOption[] };

/** One choice among a few, shown at once (flows §5: a radio choice is required where asked). */
export function RadioGroup({ name, label, hint, messages, messageValues, options }: RadioGroupProps) {
  const { register } = useFormContext();
  const { id, errorId, hintId, aria } = useField(name, hint !== undefined);
  return (
    <fieldset className={styles.field} {...aria}>
      <legend>{label}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={styles.check}>
          <input
            type="radio"
            id={index === 0 ? id : `${id}-${index}`}
            value={option.value}
            {...register(name)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldFooter
        ids={{ hintId, errorId }}
        name={name}
        hint={hint}
        messages={messages}
        messageValues={messageValues}
      />
    </fieldset>
  );
}
