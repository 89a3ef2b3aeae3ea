// Texts of the whole site, in the browser and in pages the server builds (breadcrumbs).
export const common = {
  skipToContent: 'Hoppa till innehållet',
  close: 'Stäng',
  loading: 'Laddar …',
  home: 'Startsida',
  breadcrumbs: 'Du är här',
  opensInNewTab: '(öppnas i en ny flik)',
} as const;
