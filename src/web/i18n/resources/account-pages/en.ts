import type { Translations } from '../../../../shared/texts/translations';
import type { accountPages as source } from './sv';

export const accountPages: Translations<typeof source> = {
  myPages: {
    greeting: 'Hello {{name}}!',
    intro: 'Everything about your account with {{siteName}} is gathered here.',
    details: 'Your details',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    vip: 'VIP',
    vipMember: 'You are a VIP member of {{siteName}}.',
    notVip: 'You are not a VIP member of {{siteName}}.',
    bookings: 'Your bookings',
    noBookings: 'You have no bookings.',
    booking: 'Home {{objectNumber}}',
    board: 'Board',
    boardOf: 'You are logged in as a board member of {{name}}.',
    changeEmail: 'Change email address',
    loading: 'Loading your details …',
  },
  changeEmail: {
    title: 'Change email address',
    intro: 'Enter the new address. We will send a confirmation link to it.',
    email: 'New email address',
    submit: 'Send confirmation',
    sent: 'We have sent a confirmation link to {{email}}.',
    confirming: 'Changing your email address …',
    confirmed: 'Your email address has been changed.',
    failed: 'The link is invalid or has already been used.',
    loginFirst: 'Log in to change your email address.',
  },
  consent: {
    title: 'Consent',
    intro: 'To use My pages on {{siteName}} we need your consent to process your details.',
    accept: 'I consent',
    decline: 'I do not consent',
    declineMeans:
      'If you do not consent, you cannot use My pages on {{siteName}} and you will be logged out. Your account is kept, and you will be asked again the next time you log in.',
    policy: 'How we process your personal data',
    loginFirst: 'Log in to give your consent.',
    failed: 'The consent could not be saved. Please try again.',
  },
};
