// Texts of one feature; the owner of the feature adds keys here and in no, fi and en.
export const account = {
  title: 'placeholder',
} as const;
