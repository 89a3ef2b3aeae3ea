import type { Resources } from '../resource-types';

export const account: Resources['account'] = {
  title: 'placeholder',
};
