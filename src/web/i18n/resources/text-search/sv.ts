// Texts of one feature; the owner of the feature adds keys here and in no, fi and en.
export const textSearch = {
  title: 'placeholder',
} as const;
