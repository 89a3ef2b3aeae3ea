import type { Translations } from '../../../shared/texts/translations';
import type { sv } from './sv';

/** Same shape as the Swedish source, with any string as value. */
export type Resources = Translations<typeof sv>;
