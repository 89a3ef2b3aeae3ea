// "Senast visade" and "Mest besökta" strips (issue 35 item 6, flows §7.3).
// Source language: every other language has exactly these keys.
export const visited = {
  recentlyViewed: 'Senast visade',
  mostVisited: 'Mest besökta i {{county}}',
  kind: {
    stage: 'Projekt',
    object: 'Bostad',
    area: 'Område',
  },
};
