import type { Resources } from '../resource-types';

export const residenceSearch: Resources['residenceSearch'] = {
  title: 'placeholder',
};
