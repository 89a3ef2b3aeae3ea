// How many interest registrations an anonymous visitor's cookie carries to the account at login.
export const MAX_SAVED_INTERESTS = 20;
