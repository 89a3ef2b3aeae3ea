/** The texts of another language: the same keys as the Swedish source, any string as value. */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };
