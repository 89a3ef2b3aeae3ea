import type { ComponentType } from 'react';
import {
  ChangeEmailTemplate,
  ConsentTemplate,
  EidentReturnTemplate,
  ForgotPasswordTemplate,
  LoginTemplate,
  MyPagesTemplate,
  RegisterTemplate,
  SetPasswordTemplate,
} from './account-template';
import type { TemplateProps } from './template-props';

// Login and account pages (issue 4), spread into the registry.
export const ACCOUNT_TEMPLATES: Readonly<Record<string, ComponentType<TemplateProps>>> = {
  login: LoginTemplate,
  register: RegisterTemplate,
  'set-password': SetPasswordTemplate,
  'forgot-password': ForgotPasswordTemplate,
  'change-email': ChangeEmailTemplate,
  consent: ConsentTemplate,
  'eident-return': EidentReturnTemplate,
  'my-pages': MyPagesTemplate,
};
