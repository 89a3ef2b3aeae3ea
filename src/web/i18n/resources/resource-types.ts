import type { sv } from './sv';

/** Same shape as the Swedish source, with any string as value. */
type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };
export type Resources = Translations<typeof sv>;
