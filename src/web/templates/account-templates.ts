import type { TemplateSource } from './template-source';

// Login and account pages (issue 4), spread into the registry.
export const ACCOUNT_TEMPLATE_SOURCES: Readonly<Record<string, TemplateSource>> = {
  login: ['account-template.tsx', 'LoginTemplate'],
  register: ['account-template.tsx', 'RegisterTemplate'],
  'set-password': ['account-template.tsx', 'SetPasswordTemplate'],
  'forgot-password': ['account-template.tsx', 'ForgotPasswordTemplate'],
  'change-email': ['account-template.tsx', 'ChangeEmailTemplate'],
  consent: ['account-template.tsx', 'ConsentTemplate'],
  'eident-return': ['account-template.tsx', 'EidentReturnTemplate'],
  'my-pages': ['my-pages-templates.tsx', 'MyPagesOverviewTemplate'],
  'my-contacts': ['my-pages-templates.tsx', 'MyContactsTemplate'],
  'my-news': ['my-pages-templates.tsx', 'MyNewsTemplate'],
  'my-errands': ['errands-template.tsx', 'MyErrandsTemplate'],
  'my-homes': ['my-homes-template.tsx', 'MyHomesTemplate', ['residenceSearch']],
  'my-settings': ['settings-template.tsx', 'MySettingsTemplate'],
  'my-saved-searches': ['my-pages-extra-templates.tsx', 'MySavedSearchesTemplate'],
  'my-vip': ['my-pages-extra-templates.tsx', 'MyVipTemplate'],
  'my-residence': ['my-residence-templates.tsx', 'MyResidenceTemplate'],
  'my-timeline': ['my-residence-templates.tsx', 'MyTimelineTemplate'],
  'my-payments': ['my-payments-template.tsx', 'MyPaymentsTemplate'],
  'my-documents': ['my-documents-template.tsx', 'MyDocumentsTemplate'],
  'my-documents-action': ['my-documents-template.tsx', 'MyDocumentsTemplate'],
  'my-documents-done': ['my-documents-template.tsx', 'MyDocumentsTemplate'],
};
