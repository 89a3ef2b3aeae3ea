import type { Resources } from '../resource-types';

export const residencePages: Resources['residencePages'] = {
  title: 'placeholder',
};
