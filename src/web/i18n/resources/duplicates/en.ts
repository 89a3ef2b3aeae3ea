import type { Translations } from '../../../../shared/texts/translations';
import type { duplicates as source } from './sv';

export const duplicates: Translations<typeof source> = {
  heading: 'Has someone already reported this?',
  loading: 'Looking for earlier reports in the building …',
  loadFailed: 'We could not check whether the fault has been reported. You can report it anyway.',
  none: 'No one has reported a fault of this kind in the building in the last month.',
  intro_one:
    'There is one open errand about the same thing in the building from the last month. If it is your fault, you can follow it instead of reporting it again.',
  intro_other:
    'There are {{count}} open errands about the same thing in the building from the last month. If one of them is your fault, you can follow it instead of reporting it again.',
  ticket: 'Errand {{ticketNumber}}',
  area: 'About',
  reported: 'Reported',
  status: 'Status',
  statusGroups: {
    registered: 'Registered',
    ongoing: 'Ongoing',
    executed: 'Done',
  },
  description: 'Description',
  mine: 'This is your errand. You will hear when it changes.',
  following: 'You follow this errand.',
  follow: 'Follow errand {{ticketNumber}}',
  followPending: 'Following …',
  followFailed: 'We could not follow the errand. Please try again.',
  followedDone:
    'You now follow case {{ticketNumber}}. We will email you when it moves on, so there is no need to report the fault again.',
  closeReport: 'Done – close the fault report',
  continueOther: 'My fault is a different one – continue',
  continue: 'Continue',
};
