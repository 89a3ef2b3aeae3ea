import type { Resources } from '../resource-types';

export const content: Resources['content'] = {
  title: 'placeholder',
};
