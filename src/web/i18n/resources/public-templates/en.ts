import type { Translations } from '../../../../shared/texts/translations';
import type { publicTemplates as source } from './sv';

export const publicTemplates: Translations<typeof source> = {
  areas: {
    stages_one: '{{count}} project',
    stages_other: '{{count}} projects',
    none: 'There are no residential areas to show right now.',
    search: 'Search all homes',
    listLabel: 'Residential areas',
  },
  purchase: {
    stageId: 'Project',
    chooseStage: 'Choose a project',
    objectNumber: 'Home number',
    objectNumberHint: 'It is in your purchase agreement, for example A-1203.',
    unknownHome:
      'We find no home with that number in the project you chose. Check the number in the purchase agreement.',
    unknownStage: 'Choose one of the projects in the list.',
    noStages: 'There are no projects to notify a purchase in right now. Please contact customer service.',
    submit: 'Send the purchase notification',
    thanks: 'We have received your purchase notification and will be in touch within two working days.',
    already:
      'We already had your purchase notification for this home. It stands; you need not send it again.',
    home: 'Home',
    reference: 'Reference',
    another: 'Notify another purchase',
  },
  payment: {
    loading: 'Fetching the payment …',
    missing: 'The link does not point to a payment. Your payments are under My pages.',
    notFound: 'We find no payment for this link among your payments on this website.',
    loadFailed: 'The payment could not be fetched right now.',
    retry: 'Try again',
    toMyPayments: 'To your payments',
    paid: 'The payment is made. Thank you!',
    notDue: 'This payment is not to be paid now.',
    showReceipt: 'Show the receipt',
  },
};
