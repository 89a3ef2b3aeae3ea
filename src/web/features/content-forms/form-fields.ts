import type { FormKind } from '../../../shared/validation/form-rules';

// The fields of each form on content pages, in the order they are shown (and focused when
// invalid). Labels are i18n keys under content.forms.

export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkboxes' | 'terms';

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  autoComplete?: string;
  /** 'showings' or 'orderables': the page's options for a select or checkbox group. */
  options?: 'showings' | 'orderables';
}

const CONTACT: FieldDefinition[] = [
  { name: 'name', kind: 'text', autoComplete: 'name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'phone', kind: 'tel', autoComplete: 'tel' },
];

export const FORM_FIELDS: Record<FormKind, FieldDefinition[]> = {
  showing: [
    ...CONTACT,
    { name: 'preferredShowing', kind: 'select', options: 'showings' },
    { name: 'message', kind: 'textarea' },
    { name: 'terms', kind: 'terms' },
  ],
  order: [
    ...CONTACT,
    { name: 'address', kind: 'text', autoComplete: 'street-address' },
    { name: 'postalCode', kind: 'text', autoComplete: 'postal-code' },
    { name: 'city', kind: 'text', autoComplete: 'address-level2' },
    { name: 'ordered', kind: 'checkboxes', options: 'orderables' },
    { name: 'terms', kind: 'terms' },
  ],
  contact: [...CONTACT, { name: 'message', kind: 'textarea' }, { name: 'terms', kind: 'terms' }],
};

export type FormValue = string | string[] | boolean;
export type FormValues = Record<string, FormValue>;

export function emptyValues(kind: FormKind): FormValues {
  return Object.fromEntries(
    FORM_FIELDS[kind].map((field) => [
      field.name,
      field.kind === 'terms' ? false : field.kind === 'checkboxes' ? [] : '',
    ]),
  );
}
