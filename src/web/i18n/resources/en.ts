import { common } from '../../../shared/texts/common/en';
import { residence } from '../../../shared/texts/residence/en';
import { residencePages } from '../../../shared/texts/residence-pages/en';
import { account } from './account/en';
import { content } from './content/en';
import { cookieConsent } from './cookie-consent/en';
import { residenceSearch } from './residence-search/en';
import type { Resources } from './resource-types';
import { textSearch } from './text-search/en';

export const en: Resources = {
  common,
  header: {
    mainNavigation: 'Main menu',
    quickLinks: 'Shortcuts',
    logoHome: '{{siteName}}, go to the start page',
    menu: 'Menu',
    search: 'Search',
    language: 'Language',
    login: 'Log in',
    myPages: 'My pages',
    settings: 'Settings',
    logout: 'Log out',
    favourites: 'Favourites',
    notifications: 'Notifications',
    notificationsCount_one: '{{count}} new notification',
    notificationsCount_other: '{{count}} new notifications',
    noNotifications: 'You have no notifications right now.',
    userMenu: 'User menu for {{name}}',
    searchLabel: 'What are you looking for?',
    searchPlaceholder: 'Search the site, e.g. home or town',
    searchSubmit: 'Search',
    searchMinLength: 'Type at least two characters.',
    popularSearches: 'Popular searches',
    searchHomes: 'Find a home',
    chooseLanguage: 'Choose language',
    chooseCountry: 'Choose country',
  },
  footer: {
    company: 'Company',
    discover: 'Discover',
    help: 'Help',
    followUs: 'Follow us',
    countries: 'Our markets',
    cookieSettings: 'Cookie settings',
    organisationNumber: 'Corporate ID {{number}}',
  },
  crisisBanner: {
    dismiss: 'Dismiss the message',
    readMore: 'Read more',
    showAll: 'Show the whole message',
    showLess: 'Show less',
    emergency: 'Important message',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundText:
      'The page you are looking for has moved or no longer exists. Try searching or go to the start page.',
    serverErrorTitle: 'Something went wrong',
    serverErrorText: 'A technical error occurred on our side. Please try again in a moment.',
    serviceUnavailableTitle: 'The service is briefly unavailable',
    serviceUnavailableText: 'We cannot reach our data right now. Please try again in a few seconds.',
    tryAgain: 'Try again',
    toHome: 'Go to the start page',
    unknownTemplateTitle: 'This page cannot be shown',
    unknownTemplateText:
      'The page uses a template we do not recognise ({{template}}). We have logged the error.',
    somethingWentWrong: 'Something went wrong',
  },
  toast: {
    dismiss: 'Close the message',
    networkError: 'We cannot reach the server right now. Check your connection and try again.',
    unknownError: 'Something went wrong. Please try again in a moment.',
  },
  dev: {
    menu: 'Developer menu',
    environment: 'Environment: {{environment}}',
    sites: 'Sites',
    openApi: 'API documentation',
    testError: 'Try the error page',
  },
  sales: {
    currentProjects: 'Current projects',
    currentProjectsIntro: 'For sale now and coming soon.',
    comingSoon: 'Coming soon',
    showAllHomes: 'Show all homes',
    priceLater: 'Price to be announced',
    nearestShowings: 'Upcoming showings',
    noShowings: 'No showings are scheduled right now.',
    favourite: 'Save as favourite',
    interest: 'Register interest',
    interestSaved: 'Your interest is saved to your account.',
    interestInBrowser: 'Saved in this browser. Log in to save it to your account.',
    interestLogin: 'Log in and save',
    saveFailed: 'Could not save. Please try again.',
    bookShowing: 'Book a showing',
    bookShowingOf: 'Book a showing of {{name}}',
    bookShowingIntro: 'Choose a showing and fill in your details, and we will confirm the time.',
    favouriteNotice: 'Log in to save favourites. The favourite is saved once you have logged in.',
  },
  article: {
    published: 'Published {{date}}',
    related: 'Read also',
  },
  residence,
  residenceSearch,
  residencePages,
  content,
  textSearch,
  cookieConsent,
  account,
};
