import { describe, expect, it } from 'vitest';
import {
  chooseAssociationFormSchema,
  emailLoginFormSchema,
  registerFormSchema,
  setPasswordFormSchema,
} from '../../../shared/account/account-form-schemas';
import { showingFormSchema } from '../../../shared/validation/form-rules';
import { decodeErrorKey, encodeErrorKey } from './error-keys';
import { type FormSchema, zodFormResolver } from './use-zod-form';

// The resolver every form uses: what a user who submits sees as error keys, field by field.
async function errorKeys(schema: FormSchema, values: Record<string, unknown>) {
  const result = await zodFormResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message: string }).message]),
  );
}

describe('zodFormResolver', () => {
  it('reads the server schema of email login with the spec keys: empty is required, short names its minimum', async () => {
    expect(await errorKeys(emailLoginFormSchema, { email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(await errorKeys(emailLoginFormSchema, { email: 'anna@', password: '12345' })).toEqual({
      email: 'email',
      password: 'minLength|min=6',
    });
  });

  it('hands on the parsed values (trimmed, lower-case email) when the form is valid', async () => {
    const result = await zodFormResolver(emailLoginFormSchema)(
      { email: '  Anna@Example.SE ', password: 'secret1' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'anna@example.se', password: 'secret1' });
  });

  it('keeps the keys the shared rules name themselves, and an unticked must-tick box is required', async () => {
    expect(
      await errorKeys(registerFormSchema, {
        firstName: 'Kim2',
        lastName: 'Lind',
        email: 'kim@example.se',
        phoneNumber: '12',
        password: 'kort',
        newsLetter: false,
        consent: false,
      }),
    ).toEqual({
      firstName: 'invalidInput',
      phoneNumber: 'phoneNumber',
      password: 'minLength|min=8',
      consent: 'required',
    });
  });

  it('puts a mismatched repeat on the repeat field', async () => {
    expect(await errorKeys(setPasswordFormSchema, { password: 'Langt-nog-1', confirm: 'annat' })).toEqual({
      confirm: 'passwordNoMatch',
    });
  });

  it('asks for one association when none is chosen, and takes a listed one', async () => {
    expect(await errorKeys(chooseAssociationFormSchema, { association: '' })).toEqual({
      association: 'chooseOption',
    });
    expect(await errorKeys(chooseAssociationFormSchema, { association: null })).toEqual({
      association: 'chooseOption',
    });
    expect(
      await errorKeys(chooseAssociationFormSchema, { association: '11111111-1111-4111-8111-111111111111' }),
    ).toEqual({});
  });

  it('checks the content forms with the API schema', async () => {
    expect(
      await errorKeys(showingFormSchema, {
        name: 'Anna',
        email: 'anna@example.se',
        phone: '070-123 45 67',
        preferredShowing: '',
        message: 'x'.repeat(501),
        terms: false,
      }),
    ).toEqual({ preferredShowing: 'required', message: 'inputToLong', terms: 'required' });
  });
});

describe('error keys with values', () => {
  it('round-trips a key and its numbers, and reads a plain key as one without values', () => {
    expect(decodeErrorKey(encodeErrorKey('minLength', { min: 8 }))).toEqual({
      key: 'minLength',
      values: { min: '8' },
    });
    expect(decodeErrorKey('required')).toEqual({ key: 'required', values: {} });
  });
});
