import type { Resources } from '../resource-types';

export const textSearch: Resources['textSearch'] = {
  title: 'placeholder',
};
