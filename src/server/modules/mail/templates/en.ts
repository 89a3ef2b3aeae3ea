import type { MailTexts } from './mail-kinds';

// English mails (the English sub-site). "An hour" and "24 hours" are the link lifetimes in
// one-time-tokens.ts.

const ignoreIfNotYou = 'If you did not ask for this, you can ignore this message.';

export const en: MailTexts = {
  lang: 'en',
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  linkFallback: 'If the link does not work, copy this address into your browser:',
  signOff: 'Kind regards',
  automatic: 'This message was sent automatically; replies are not read.',
  kinds: {
    'reset-password': ({ brand, link }) => ({
      subject: `Choose a new password for ${brand}`,
      intro: [
        `We received a request to change the password of your ${brand} account. Open the link within an hour to choose a new password. The link works only once.`,
      ],
      action: { label: 'Choose a new password', url: link },
      outro: [`${ignoreIfNotYou} Your current password still works.`],
    }),
    'confirm-new-email': ({ brand, link, newEmail }) => ({
      subject: `Confirm your new email address for ${brand}`,
      intro: [
        `You asked to use ${newEmail} for your ${brand} account. Open the link within 24 hours to confirm the change.`,
      ],
      action: { label: 'Confirm email address', url: link },
      outro: [`${ignoreIfNotYou} Nothing changes until the link is used.`],
    }),
    'email-already-used': ({ brand }) => ({
      subject: `This email address already has a ${brand} account`,
      intro: [
        `Someone asked to use this email address for a ${brand} account, but another account already uses it. Nothing has changed.`,
        'If it was you, log in with this address, or choose another address for the other account.',
      ],
      outro: ['If it was not you, there is nothing you need to do.'],
    }),
    'errand-status-changed': ({ brand, errandNumber, status, link }) => ({
      subject: `Your case ${errandNumber} with ${brand} has a new status`,
      intro: [`Your case ${errandNumber} with ${brand} now has the status: ${status}.`],
      action: { label: 'View the case', url: link },
    }),
    'case-copy': ({ brand, errandNumber, problemArea, place, description, link }) => ({
      subject: `Copy of fault report ${errandNumber} to ${brand}`,
      intro: [
        `Here is a copy of fault report ${errandNumber} that you sent to ${brand}.`,
        `Problem area: ${problemArea}`,
        `Place: ${place}`,
        `Description: ${description}`,
      ],
      ...(link ? { action: { label: 'Follow the case', url: link } } : {}),
    }),
    'followed-errand-status-changed': ({ brand, errandNumber, problemArea, status }) => ({
      subject: `The fault report ${errandNumber} you follow with ${brand} has a new status`,
      intro: [
        `The fault report ${errandNumber} (${problemArea}) you follow now has the status: ${status}.`,
        'You receive this because you chose to follow the report instead of reporting the same fault again.',
      ],
    }),
    'errand-comment': ({ brand, errandNumber, link }) => ({
      subject: `A new comment on your case ${errandNumber} with ${brand}`,
      intro: [`A case handler at ${brand} has commented on your case ${errandNumber}.`],
      action: { label: 'Read the comment', url: link },
    }),
    'saved-search-match': ({ brand, searchName, count, homes, link }) => ({
      subject: `New homes for your search ${searchName} at ${brand}`,
      intro: [
        count === 1
          ? `A new home matches your saved search ${searchName}:`
          : `${count} new homes match your saved search ${searchName}:`,
        ...homes.map((home) => `${home.name}: ${home.url}`),
      ],
      action: { label: 'Show the search', url: link },
      outro: ['You can rename or delete your saved searches in My pages.'],
    }),
    'booking-lapsed': ({ brand, home, link }) => ({
      subject: `Your booking with ${brand} has lapsed`,
      intro: [
        `The booking fee for ${home} was not paid when the hold ended, so the booking has lapsed and the home is no longer held for you.`,
        'If you still want the home, you can book it again while it is available.',
      ],
      action: { label: 'See the home', url: link },
    }),
    'booking-confirmation': ({ brand, home, price, bookingFee, coBuyer, attached, link }) => ({
      subject: `Your booking with ${brand} is complete`,
      intro: [
        `Thank you for booking with ${brand}. The home ${home} is now booked for you${coBuyer ? ` and ${coBuyer}` : ''}.`,
        `Price: ${price}. Booking fee: ${bookingFee}.`,
        attached ? 'The signed booking agreement is attached.' : 'The booking agreement is in My pages.',
      ],
      ...(link ? { action: { label: 'See your booking', url: link } } : {}),
      outro: ['We will be in touch before the next steps: options, inspection and handover.'],
    }),
    'page-enquiry': ({ brand, page, sender, message, link }) => ({
      subject: `New message about ${page} via ${brand}`,
      intro: [
        `${sender.name} has sent a message about ${page} through the website. Please answer within two working days.`,
        `Name: ${sender.name}`,
        `Email: ${sender.email}`,
        `Phone: ${sender.phone}`,
        `Message: ${message || '–'}`,
      ],
      action: { label: 'Open the page', url: link },
    }),
  },
};
