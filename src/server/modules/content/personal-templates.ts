// Templates of a visitor's own business: login and account, click-to-buy, my pages and the
// board's case handling. Their pages start a login, a booking or a signing, or show what is
// the visitor's own, so no shared cache keeps them, not even as an anonymous visitor's page
// (issue 11 item 5).

const ACCOUNT_TEMPLATES = [
  'login',
  'register',
  'set-password',
  'forgot-password',
  'change-email',
  'consent',
  'eident-return',
];
const BOOKING_TEMPLATES = [
  'buy-residence',
  'buy-residence-success',
  'buy-residence-error',
  'click-to-buy-contract',
];
const PERSONAL_TEMPLATES: ReadonlySet<string> = new Set([
  ...ACCOUNT_TEMPLATES,
  ...BOOKING_TEMPLATES,
  'case-handler',
  // The payment page (issue 35 item 4) shows the visitor's own payment.
  'payment',
]);

/** True for the account, booking and my-pages templates (every my-pages key starts with "my-"). */
export function isPersonalTemplate(template: string): boolean {
  return PERSONAL_TEMPLATES.has(template) || template.startsWith('my-');
}
