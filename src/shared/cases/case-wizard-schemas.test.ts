import { describe, expect, it } from 'vitest';
import {
  type CaseFormData,
  schemaForStep,
  type WizardCaseKind,
  type WizardStepView,
} from './case-wizard-schemas';

/** The first error key of each invalid field, or {} when the step passes. */
function issuesOf(view: WizardStepView, kind: WizardCaseKind, values: CaseFormData): Record<string, string> {
  const result = schemaForStep(view, kind).safeParse(values);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(form)';
    issues[path] ??= issue.message;
  }
  return issues;
}

const contact = { email: 'anna@example.se', phone: '070-123 45 67', firstName: 'Anna', lastName: 'Ek' };

describe('accept terms and contact details (flows §5)', () => {
  it('accept terms must be ticked', () => {
    expect(issuesOf('acceptTerms', 'resident', {})).toEqual({ acceptTerms: 'termsRequired' });
    expect(issuesOf('acceptTerms', 'resident', { acceptTerms: false })).toEqual({
      acceptTerms: 'termsRequired',
    });
    expect(issuesOf('acceptTerms', 'resident', { acceptTerms: true })).toEqual({});
  });

  it('names: required, at most 50, no digits, links or markup', () => {
    expect(issuesOf('contact', 'board', contact)).toEqual({});
    expect(issuesOf('contact', 'board', { ...contact, firstName: '' })).toEqual({ firstName: 'required' });
    expect(issuesOf('contact', 'board', { ...contact, firstName: 'A'.repeat(51) })).toEqual({
      firstName: 'maxLength',
    });
    for (const bad of ['Anna2', 'www.anna', 'a//b', '<b>', 'a@b', 'Anna?', 'a=b']) {
      expect(issuesOf('contactWithoutManagement', 'resident', { ...contact, lastName: bad })).toEqual({
        lastName: 'invalidInput',
      });
    }
    expect(
      issuesOf('contact', 'board', { ...contact, firstName: 'Åsa-Britt', lastName: "O'Neil Strömberg" }),
    ).toEqual({});
  });

  it('phone: 7 to 20 of digits, plus, hyphen and space; e-mail required and valid', () => {
    for (const good of ['0701234', '+46 70-123 45 67', '12345678901234567890']) {
      expect(issuesOf('contact', 'board', { ...contact, phone: good })).toEqual({});
    }
    for (const bad of ['070123', '123456789012345678901', '070 12a 45 67', '(070) 1234567']) {
      expect(issuesOf('contact', 'board', { ...contact, phone: bad })).toEqual({ phone: 'phoneNumber' });
    }
    expect(issuesOf('contact', 'board', { ...contact, phone: '' })).toEqual({ phone: 'required' });
    expect(issuesOf('contact', 'board', { ...contact, email: 'anna@' })).toEqual({ email: 'email' });
    expect(issuesOf('contact', 'board', { ...contact, email: '' })).toEqual({ email: 'required' });
  });

  it('the association e-mail is optional but must be valid', () => {
    expect(issuesOf('contact', 'board', { ...contact, boardEmail: '' })).toEqual({});
    expect(issuesOf('contact', 'board', { ...contact, boardEmail: 'styrelsen@brf.se' })).toEqual({});
    expect(issuesOf('contact', 'board', { ...contact, boardEmail: 'styrelsen' })).toEqual({
      boardEmail: 'email',
    });
  });

  it('the alternative contact is required only when "other" is ticked, except in the resident wizard', () => {
    expect(issuesOf('contact', 'board', { ...contact, other: false })).toEqual({});
    expect(issuesOf('contact', 'boardNo', { ...contact, other: true })).toEqual({
      otherFirstName: 'required',
      otherLastName: 'required',
      otherEmail: 'required',
      otherPhone: 'required',
    });
    expect(
      issuesOf('contact', 'boardWithoutManagement', {
        ...contact,
        other: true,
        otherFirstName: 'Per',
        otherLastName: 'Lund',
        otherEmail: 'per@',
        otherPhone: '123',
      }),
    ).toEqual({ otherEmail: 'email', otherPhone: 'phoneNumber' });
    // flows §5: the alternative contact is another person, with an e-mail of their own.
    const other = { other: true, otherFirstName: 'Per', otherLastName: 'Lund', otherPhone: '0701234567' };
    expect(
      issuesOf('contact', 'board', { ...contact, ...other, otherEmail: ` ${contact.email.toUpperCase()} ` }),
    ).toEqual({ otherEmail: 'uniqueEmail' });
    expect(issuesOf('contact', 'board', { ...contact, ...other, otherEmail: 'per@brf.se' })).toEqual({});
    // Invalid fields elsewhere do not hide the alternative contact's issues.
    expect(issuesOf('contact', 'board', { ...contact, email: '', other: true })).toMatchObject({
      email: 'required',
      otherFirstName: 'required',
    });
    expect(issuesOf('contactWithoutManagement', 'resident', { ...contact, other: true })).toEqual({});
    expect(
      issuesOf('contactWithoutManagement', 'residentNo', {
        ...contact,
        other: true,
        otherFirstName: '<script>',
      }),
    ).toEqual({
      otherFirstName: 'invalidInput',
    });
  });
});

describe('where the fault is (flows §5, §8)', () => {
  it('the resident chooses apartment or public area and an address', () => {
    expect(issuesOf('residentResidence', 'resident', {})).toEqual({
      type: 'chooseOption',
      selectedApartmentId: 'chooseAddress',
    });
    expect(
      issuesOf('residentResidence', 'resident', { type: 'apartment', selectedApartmentId: 'a1' }),
    ).toEqual({});
  });

  it('another address needs address, postal code and city, and a home number for an apartment', () => {
    expect(
      issuesOf('residentResidence', 'resident', { type: 'apartment', selectedApartmentId: 'other' }),
    ).toEqual({
      address: 'required',
      zipCode: 'required',
      city: 'required',
      object: 'required',
    });
    expect(
      issuesOf('residentResidence', 'resident', {
        type: 'publicSpace',
        selectedApartmentId: 'other',
        address: 'Storgatan 1',
        zipCode: '12A45',
        city: 'Solna',
      }),
    ).toEqual({ zipCode: 'numeric' });
    // No length limit on the resident's home number.
    expect(
      issuesOf('residentResidence', 'resident', {
        type: 'apartment',
        selectedApartmentId: 'other',
        object: '1201/1202/1203',
        address: 'Storgatan 1',
        zipCode: '123 45',
        city: 'Solna',
      }),
    ).toEqual({});
  });

  it('the Swedish resident’s home number is digits and slashes (numericAndSlash); Norway’s may hold letters', () => {
    const other = {
      type: 'apartment',
      selectedApartmentId: 'other',
      address: 'Gata 1',
      zipCode: '12345',
      city: 'By',
    } as const;
    for (const bad of ['1201 B', 'H0101', '12-3', '1,2'])
      expect(issuesOf('residentResidence', 'resident', { ...other, object: bad }), bad).toEqual({
        object: 'numericAndSlash',
      });
    for (const good of ['1102', '12/3', '1102/1103'])
      expect(issuesOf('residentResidence', 'resident', { ...other, object: good }), good).toEqual({});
    expect(issuesOf('residentResidence', 'residentNo', { ...other, object: 'H0101' })).toEqual({});
  });

  it('a board member with management picks a search hit', () => {
    expect(issuesOf('searchResidence', 'board', { type: 'publicSpace' })).toEqual({
      selectedApartmentId: 'chooseAddress',
    });
    expect(issuesOf('searchResidence', 'board', { type: 'publicSpace', selectedApartmentId: 'b1' })).toEqual(
      {},
    );
  });

  it('compound: name, Swedish organisation number 7+1 or 6-4, membership ticked', () => {
    const compound = { compoundName: 'Brf Ekan', compoundNumber: '769612-3456', isMember: true };
    expect(issuesOf('compound', 'boardWithoutManagement', compound)).toEqual({});
    expect(
      issuesOf('compound', 'boardWithoutManagement', { ...compound, compoundNumber: '1234567-8' }),
    ).toEqual({});
    for (const bad of ['7696123456', '769612-345', '12345678-9', '769612 3456']) {
      expect(issuesOf('compound', 'boardWithoutManagement', { ...compound, compoundNumber: bad })).toEqual({
        compoundNumber: 'orgNr',
      });
    }
    expect(issuesOf('compound', 'boardWithoutManagement', {})).toEqual({
      compoundName: 'required',
      compoundNumber: 'required',
      isMember: 'membershipRequired',
    });
  });

  it('compound in Norway: exactly nine digits', () => {
    const compound = { compoundName: 'Eika Borettslag', compoundNumber: '912345678', isMember: true };
    expect(issuesOf('compound', 'boardNo', compound)).toEqual({});
    expect(issuesOf('compound', 'boardNo', { ...compound, compoundNumber: '91234567' })).toEqual({
      compoundNumber: 'orgNrNorway',
    });
    expect(issuesOf('compound', 'boardNo', { ...compound, compoundNumber: '912 345 678' })).toEqual({
      compoundNumber: 'numeric',
    });
    expect(issuesOf('compound', 'boardNo', { ...compound, compoundNumber: '769612-3456' })).toEqual({
      compoundNumber: 'numeric',
    });
  });

  it('estate address: type, home number numeric max 4 (Sweden), address, numeric zip code, city', () => {
    const address = {
      type: 'apartment' as const,
      object: '1201',
      address: 'Ekvägen 3',
      zipCode: '123 45',
      city: 'Täby',
    };
    expect(issuesOf('estateAddress', 'boardWithoutManagement', address)).toEqual({});
    expect(issuesOf('estateAddress', 'boardWithoutManagement', { ...address, object: '12011' })).toEqual({
      object: 'maxLength|max=4',
    });
    expect(issuesOf('estateAddress', 'boardWithoutManagement', { ...address, object: '12a' })).toEqual({
      object: 'numeric',
    });
    expect(issuesOf('estateAddress', 'boardWithoutManagement', { ...address, zipCode: 'abc' })).toEqual({
      zipCode: 'numeric',
    });
    expect(issuesOf('estateAddress', 'boardWithoutManagement', {})).toEqual({
      type: 'chooseOption',
      address: 'required',
      zipCode: 'required',
      city: 'required',
    });
    expect(issuesOf('estateAddress', 'boardNo', { ...address, object: 'H0101', zipCode: '0150' })).toEqual(
      {},
    );
    expect(issuesOf('estateAddress', 'boardNo', { ...address, object: '' })).toEqual({ object: 'required' });
  });

  it('problem area and its detail are required choices', () => {
    expect(issuesOf('problemArea', 'resident', {})).toEqual({ problemArea: 'chooseOption' });
    expect(issuesOf('problemArea', 'resident', { problemArea: '2100' })).toEqual({});
    expect(issuesOf('problemAreaDetails', 'board', { problemAreaDetails: '' })).toEqual({
      problemAreaDetails: 'chooseOption',
    });
  });
});

describe('description and files (flows §5, §9)', () => {
  it('description: required, no links or markup, at most 5000; questions and addresses allowed', () => {
    expect(issuesOf('description', 'resident', {})).toEqual({ description: 'required' });
    expect(issuesOf('description', 'resident', { description: '   ' })).toEqual({ description: 'required' });
    expect(issuesOf('description', 'resident', { description: 'Se www.example.se' })).toEqual({
      description: 'invalidInput',
    });
    expect(issuesOf('description', 'resident', { description: 'x'.repeat(5001) })).toEqual({
      description: 'maxLength|max=5000',
    });
    expect(
      issuesOf('description', 'resident', { description: 'Varför droppar det? Ring anna@example.se' }),
    ).toEqual({});
  });

  it('files: optional, at most 5, known types, 20 MB each, 100 MB in all', () => {
    const photo = { name: 'a.jpg', size: 1_000_000, type: 'image/jpeg' };
    const text = 'Läcka under diskbänken';
    expect(issuesOf('description', 'board', { description: text, files: [photo, photo] })).toEqual({});
    expect(issuesOf('description', 'board', { description: text, files: Array(6).fill(photo) })).toEqual({
      files: 'tooManyFiles',
    });
    expect(
      issuesOf('description', 'board', {
        description: text,
        files: [{ ...photo, type: 'application/x-msdownload' }],
      }),
    ).toEqual({
      'files.0': 'unsupportedFileType',
    });
    expect(
      issuesOf('description', 'board', { description: text, files: [{ ...photo, size: 20_971_521 }] }),
    ).toEqual({
      'files.0': 'fileSize',
    });
    expect(
      issuesOf('description', 'board', { description: text, files: [{ ...photo, size: 20_971_520 }] }),
    ).toEqual({});
  });

  it('steps without fields always pass', () => {
    for (const view of [
      'faq',
      'appliances',
      'duplicates',
      'residentSummary',
      'summary',
      'summaryWithoutManagement',
    ] as const) {
      expect(issuesOf(view, 'board', {})).toEqual({});
    }
  });
});
