import { z } from 'zod';

// What a selling site's start page shows from the catalogue (issue 12 item 5): its current
// projects (for sale, then coming soon) and the nearest showings. The server adds it to the
// start page's view model; the template formats prices and dates for the site.

export const startProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** A path on this site, or an absolute url for another brand's project. */
  url: z.string(),
  place: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }),
  stageStatus: z.number().int(),
  group: z.enum(['forSale', 'comingSoon']),
  /**
   * Sale price range (Finland: debt-free price), or a rental project's monthly rent, formatted
   * for the site by the server ("2 325 000 – 6 855 000 kr"); null when not announced yet.
   */
  price: z
    .object({
      /** "Hyra", "Velaton hinta": what the amount is, when it is not the sale price. */
      label: z.string().nullable(),
      text: z.string(),
    })
    .nullable(),
  label: z.string().nullable(),
});
export type StartProject = z.infer<typeof startProjectSchema>;

export const startShowingSchema = z.object({
  stageId: z.string().uuid(),
  stageName: z.string(),
  url: z.string(),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Date and time where the project is, formatted for the site ("2026-11-24 kl. 17.00–18.00"). */
  when: z.string(),
});
export type StartShowing = z.infer<typeof startShowingSchema>;

export const startSalesSchema = z.object({
  projects: z.array(startProjectSchema),
  showings: z.array(startShowingSchema),
  searchUrl: z.string(),
});
export type StartSales = z.infer<typeof startSalesSchema>;

/** How many of each the start page shows. */
export const START_SALES_LIMITS = { projects: 6, comingSoonAtLeast: 2, showings: 4 } as const;
