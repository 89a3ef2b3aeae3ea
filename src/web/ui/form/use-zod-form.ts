import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorKeyOfIssue } from './error-keys';

/** A zod schema of a form: its input are the fields as typed, its output what is sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<S extends FormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'mode' | 'reValidateMode'
> & {
  /**
   * When a field is first checked. 'onSubmit' (the default) is flows §4.1: every field is
   * touched on submit (or next); 'onTouched' also checks a field the user leaves.
   */
  validateFrom?: 'onSubmit' | 'onTouched';
};

export type ZodFormReturn<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** The resolver of a form: the schema's own keys, and a key from error-keys.ts for any issue without one. */
export const zodFormResolver = <S extends FormSchema>(schema: S) =>
  zodResolver(schema, { error: errorKeyOfIssue });

/**
 * A react-hook-form form checked by a shared zod schema (the one the server uses). Fields are
 * checked when the form is submitted, then again on every change; the first invalid field gets
 * focus. Every error message is an error key (error-keys.ts) for <FieldMessage> to translate.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  { validateFrom = 'onSubmit', ...options }: ZodFormOptions<S> = {},
): ZodFormReturn<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    shouldFocusError: true,
    ...options,
    mode: validateFrom,
    reValidateMode: 'onChange',
    resolver: zodFormResolver(schema),
  });
}
