import { createContext, useContext } from 'react';

/**
 * Which texts a form's error keys read: 'account' is the full catalogue of platform §5
 * (account.errors); 'content' the shorter, friendlier wording of the content-page forms
 * (content.errors), which falls back to the full catalogue for a key it lacks.
 */
export type ErrorTexts = 'account' | 'content';

interface FormSettings {
  /** Prefix of every field's id in the form (unique per form on the page). */
  idPrefix: string;
  errorTexts: ErrorTexts;
}

export const FormSettingsContext = createContext<FormSettings>({ idPrefix: 'form', errorTexts: 'account' });

export const useFormSettings = () => useContext(FormSettingsContext);
