import { z } from 'zod';
import { startSalesSchema } from '../residence/start-sales';
import { linkSchema } from './page-payload';

// View models of the core content templates. Blocks carry stable ids so `#block-N`
// links can scroll to them (flows §2.3).

export const heroSchema = z.object({
  heading: z.string(),
  text: z.string(),
  cta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
  /** Picks one of the generated facade illustrations. */
  illustration: z.enum(['city', 'villa', 'coast', 'forest', 'crane']),
});

export const teaserSchema = z.object({
  heading: z.string(),
  text: z.string(),
  link: linkSchema,
  kicker: z.string().optional(),
});

export const factSchema = z.object({ value: z.string(), label: z.string() });

export const startViewModelSchema = z.object({
  hero: heroSchema,
  intro: z.object({ heading: z.string(), text: z.string() }),
  teasers: z.array(teaserSchema),
  facts: z.array(factSchema),
  /** Selling sites: current projects and nearest showings, added from the catalogue per request. */
  sales: startSalesSchema.optional(),
});
export type StartViewModel = z.infer<typeof startViewModelSchema>;

export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), id: z.string(), text: z.string() }),
  z.object({ type: z.literal('paragraph'), id: z.string(), text: z.string() }),
  z.object({ type: z.literal('list'), id: z.string(), items: z.array(z.string()) }),
  z.object({ type: z.literal('quote'), id: z.string(), text: z.string(), by: z.string() }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleViewModelSchema = z.object({
  heading: z.string(),
  preamble: z.string(),
  publishedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  blocks: z.array(articleBlockSchema),
  related: z.array(linkSchema),
});
export type ArticleViewModel = z.infer<typeof articleViewModelSchema>;

export const errorPageViewModelSchema = z.object({
  heading: z.string().optional(),
  text: z.string().optional(),
  links: z.array(linkSchema).optional(),
});
export type ErrorPageViewModel = z.infer<typeof errorPageViewModelSchema>;
