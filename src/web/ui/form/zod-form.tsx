import { type FormHTMLAttributes, type ReactNode, useId, useMemo } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { type ErrorTexts, FormSettingsContext } from './form-context';

type Props<Input extends FieldValues, Output> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the schema's output once every field is valid. */
  onValid: (values: Output) => unknown;
  errorTexts?: ErrorTexts;
  children: ReactNode;
};

/**
 * The <form> of a useZodForm form: the browser's own checks are off (the shared schema
 * decides), the fields below reach the form through context, and each gets an id of its own.
 * It says method="post": sent before the page has hydrated, the browser would otherwise put
 * every field, a password too, into the address, the history and the server's request log.
 */
export function ZodForm<Input extends FieldValues, Output>({
  form,
  onValid,
  errorTexts = 'account',
  children,
  ...attributes
}: Props<Input, Output>) {
  const idPrefix = useId();
  const settings = useMemo(() => ({ idPrefix, errorTexts }), [idPrefix, errorTexts]);
  return (
    <FormProvider {...form}>
      <FormSettingsContext.Provider value={settings}>
        <form noValidate method="post" {...attributes} onSubmit={form.handleSubmit(onValid)}>
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  );
}
