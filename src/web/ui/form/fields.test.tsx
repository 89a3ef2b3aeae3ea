import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Locale } from '../../../shared/sites/site-types';
import { emailRule, termsRule } from '../../../shared/validation/form-rules';
import { createI18n } from '../../i18n/create-i18n';
import { TextsProvider } from '../../i18n/texts-context';
import { Checkbox, CheckboxGroup, RadioGroup, Select, TextArea, TextField } from './fields';
import { useZodForm } from './use-zod-form';
import { ZodForm } from './zod-form';

// The field family as the server renders it (the unit tests have no DOM): labels tied to
// controls, and a field's message tied to it and written in the page's language.
const schema = z.object({
  email: emailRule,
  about: z.string(),
  pick: z.string(),
  many: z.array(z.string()),
  kind: z.string(),
  terms: termsRule,
});
type Errors = Partial<Record<keyof z.input<typeof schema>, string>>;

function Form({ errors = {}, errorTexts }: { errors?: Errors; errorTexts?: 'account' | 'content' }) {
  const form = useZodForm(schema, { defaultValues: { email: '', about: '', pick: '', many: [], kind: '' } });
  // Errors as a submit would leave them (setError before the fields read the form state).
  for (const [name, message] of Object.entries(errors)) form.setError(name as keyof Errors, { message });
  return (
    <ZodForm form={form} onValid={() => undefined} errorTexts={errorTexts}>
      <TextField name="email" label="E-post" type="email" />
      <TextArea name="about" label="Om dig" hint="Berätta kort." />
      <Select name="pick" label="Tid" options={[{ value: 'a', label: 'A' }]} />
      <CheckboxGroup name="many" label="Broschyrer" options={[{ value: 'x', label: 'X' }]} />
      <RadioGroup
        name="kind"
        label="Gäller"
        options={[
          { value: 'home', label: 'Bostaden' },
          { value: 'common', label: 'Gemensamma utrymmen' },
        ]}
      />
      <Checkbox name="terms" label="Jag godkänner" messages={{ required: 'Kryssa i rutan.' }} />
    </ZodForm>
  );
}

function render(locale: Locale, props: Parameters<typeof Form>[0] = {}) {
  const html = renderToString(
    <TextsProvider texts={createI18n(locale)}>
      <Form {...props} />
    </TextsProvider>,
  );
  const attribute = (tag: string, name: string) => {
    const element = new RegExp(`<${tag}[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    return (attr: string) => new RegExp(`${attr}="([^"]*)"`).exec(element)?.[1];
  };
  return { html, attribute };
}

describe('form fields', () => {
  it('give every control a label of its own and no message while valid', () => {
    const { html, attribute } = render('sv');
    for (const [tag, name] of [
      ['input', 'email'],
      ['textarea', 'about'],
      ['select', 'pick'],
      ['input', 'terms'],
    ] as const) {
      const id = attribute(tag, name)('id');
      expect(id, name).toBeTruthy();
      expect(html).toContain(`for="${id}"`);
      expect(attribute(tag, name)('aria-invalid'), name).toBeUndefined();
    }
    expect(html).toContain('<legend>Broschyrer</legend>');
    expect(html).toContain('<legend>Gäller</legend>');
    expect(html.match(/type="radio"[^>]*name="kind"/g)).toHaveLength(2);
    // The hint is read with its field even while it is valid.
    const hintId = attribute('textarea', 'about')('aria-describedby');
    expect(html).toContain(`id="${hintId}"`);
    expect(html).toMatch(new RegExp(`id="${hintId}"[^>]*>Berätta kort.`));
  });

  it('mark an invalid field and point it at its message, written in the page language', () => {
    const errors: Errors = {
      email: 'email',
      terms: 'required',
      about: 'maxLength|max=500',
      kind: 'required',
    };
    const swedish = render('sv', { errors });
    const email = swedish.attribute('input', 'email');
    expect(email('aria-invalid')).toBe('true');
    expect(swedish.html).toMatch(
      new RegExp(`id="${email('aria-describedby')}"[^>]*>Ange en giltig e-postadress.<`),
    );
    // A field's own wording for a key wins; a key's numbers reach the text.
    const terms = swedish.attribute('input', 'terms');
    expect(swedish.html).toMatch(new RegExp(`id="${terms('aria-describedby')}"[^>]*>Kryssa i rutan.<`));
    expect(swedish.attribute('textarea', 'about')('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(swedish.html).toContain('>Högst 500 tecken.</p>');
    // A group is marked as a whole: its fieldset points at the one message.
    expect(swedish.html).toMatch(
      /<fieldset[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)"[^>]*><legend>Gäller/,
    );

    const english = render('en', { errors });
    expect(english.html).toMatch(
      new RegExp(
        `id="${english.attribute('input', 'email')('aria-describedby')}"[^>]*>[^<]*valid e-?mail`,
        'i',
      ),
    );
  });

  it('read the content wording where a form asks for it, the full catalogue for the rest', () => {
    const { html } = render('sv', { errors: { email: 'email', pick: 'uniqueEmail' }, errorTexts: 'content' });
    expect(html).toContain('Skriv en giltig e-postadress, till exempel namn@exempel.se.');
    expect(html).toContain('E-postadressen används redan.');
  });
});
