import { z } from 'zod';
import { CONTRACTOR_TYPES, PROJECT_STATUSES, PROJECT_TYPES } from '../residence/project-phases';
import { heroSchema, teaserSchema } from './content-view-models';
import { linkSchema } from './page-payload';

// The reusable blocks of the content templates (issue 5) and each template's view model.
// A template's view model is a heading, an optional preamble and a list of blocks, plus the
// few fields only that template has (a date, the options of a form). Blocks carry stable
// ids 'block-N' so `#block-N` links can scroll to them (flows §2.3).

/**
 * Image (flows §3.9): url, orgWidth, orgHeight, altText, description. A url under
 * /media/generated/ is served in several widths (srcset); `illustration:<variant>` names
 * one of the drawn facade illustrations the seed uses where it has no photo.
 */
export const imageSchema = z.object({
  url: z.string().min(1),
  orgWidth: z.number().int().positive(),
  orgHeight: z.number().int().positive(),
  altText: z.string(),
  description: z.string().optional(),
});
export type ContentImage = z.infer<typeof imageSchema>;

const blockId = z.string().regex(/^block-\d+$/);

/** A document, report or attached file: a name, its address and a short kind (PDF, XLSX). */
export const documentSchema = z.object({
  title: z.string(),
  url: z.string(),
  fileType: z.string(),
  publishedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  size: z.string().optional(),
});

/** FAQ item (flows §3.9): question, answer, youtubeLink, youtubeImage, files. */
export const faqItemSchema = z.object({
  question: z.string(),
  answer: z.string(),
  youtubeLink: z.string().optional(),
  youtubeImage: imageSchema.optional(),
  files: z.array(documentSchema).default([]),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const contactCardSchema = z.object({
  name: z.string(),
  role: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  area: z.string().optional(),
});

export const jobSchema = z.object({
  title: z.string(),
  location: z.string(),
  department: z.string(),
  lastApplicationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  url: z.string(),
});

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hero'), id: blockId, hero: heroSchema }),
  z.object({
    type: z.literal('richText'),
    id: blockId,
    heading: z.string().optional(),
    paragraphs: z.array(z.string()).min(1),
    list: z.array(z.string()).optional(),
  }),
  z.object({ type: z.literal('image'), id: blockId, image: imageSchema }),
  /** Video block (flows §3.9); the video itself loads only after third-party consent. */
  z.object({
    type: z.literal('video'),
    id: blockId,
    videoUrl: z.string().url(),
    title: z.string(),
    image: imageSchema,
    description: z.string().optional(),
    scriptText: z.string().optional(),
    renderOnPage: z.boolean(),
    hideDescriptionOnPage: z.boolean(),
  }),
  z.object({
    type: z.literal('faq'),
    id: blockId,
    heading: z.string().optional(),
    items: z.array(faqItemSchema).min(1),
  }),
  z.object({
    type: z.literal('teasers'),
    id: blockId,
    heading: z.string().optional(),
    items: z.array(teaserSchema).min(1),
  }),
  z.object({
    type: z.literal('contacts'),
    id: blockId,
    heading: z.string().optional(),
    items: z.array(contactCardSchema).min(1),
  }),
  z.object({ type: z.literal('links'), id: blockId, heading: z.string(), items: z.array(linkSchema).min(1) }),
  z.object({
    type: z.literal('facts'),
    id: blockId,
    heading: z.string().optional(),
    items: z.array(z.object({ value: z.string(), label: z.string() })).min(1),
  }),
  z.object({
    type: z.literal('quote'),
    id: blockId,
    text: z.string(),
    by: z.string(),
    role: z.string().optional(),
  }),
  z.object({
    type: z.literal('documents'),
    id: blockId,
    heading: z.string().optional(),
    items: z.array(documentSchema).min(1),
  }),
  z.object({
    type: z.literal('jobs'),
    id: blockId,
    heading: z.string().optional(),
    items: z.array(jobSchema),
  }),
  /**
   * Every cookie the portal sets (platform §9, issue 35 item 2): stored with its heading only;
   * the server fills in the columns and rows from the code's cookie table when it serves the page.
   */
  z.object({
    type: z.literal('cookieTable'),
    id: blockId,
    heading: z.string().optional(),
    columns: z
      .object({ name: z.string(), purpose: z.string(), category: z.string(), lifetime: z.string() })
      .optional(),
    rows: z
      .array(z.object({ name: z.string(), purpose: z.string(), category: z.string(), lifetime: z.string() }))
      .default([]),
  }),
  /**
   * The group's share (site flag `stock`, platform §3): stored with at most a heading; the server
   * fills in the facts and the link from shared/sites/group-share.ts where the flag is on and
   * leaves the block out of the page where it is off.
   */
  z.object({
    type: z.literal('share'),
    id: blockId,
    heading: z.string().optional(),
    facts: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
    link: linkSchema.optional(),
  }),
  /** A button-like link; `action: 'cookieSettings'` reopens the cookie settings. */
  z.object({
    type: z.literal('action'),
    id: blockId,
    link: linkSchema,
    action: z.enum(['link', 'cookieSettings']).default('link'),
  }),
]);
export type ContentBlock = z.infer<typeof blockSchema>;
export type ContentBlockType = ContentBlock['type'];
/** A block as written in content, before defaults are filled in. */
export type ContentBlockShape = z.input<typeof blockSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What every content template has: a heading, a preamble and its blocks. */
export const contentPageSchema = z.object({
  heading: z.string().min(1),
  preamble: z.string().optional(),
  blocks: z.array(blockSchema),
});
export type ContentPageViewModel = z.infer<typeof contentPageSchema>;

const datedPageSchema = contentPageSchema.extend({ publishedDate: isoDate });

/** A choice a form offers: the value sent and the label shown. */
export const formOptionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

export const showingFormPageSchema = contentPageSchema.extend({
  stageName: z.string(),
  showings: z.array(formOptionSchema).min(1),
});
export const orderFormPageSchema = contentPageSchema.extend({ orderables: z.array(formOptionSchema).min(1) });
export const modalContactPageSchema = contentPageSchema.extend({ openLabel: z.string().min(1) });
export const showingQrPageSchema = contentPageSchema.extend({
  stageName: z.string(),
  showingDate: isoDate,
  showingTime: z.string().regex(/^\d{2}:\d{2}–\d{2}:\d{2}$/),
  address: z.string(),
  signUp: linkSchema,
});
export const soldOutPageSchema = contentPageSchema.extend({ stageName: z.string(), searchLink: linkSchema });
export const seoPlacePageSchema = contentPageSchema.extend({ placeName: z.string(), searchLink: linkSchema });
export const imageFilePageSchema = contentPageSchema.extend({ image: imageSchema, download: documentSchema });
const idOf = (ids: readonly number[]) =>
  z
    .number()
    .int()
    .refine((id) => ids.includes(id), 'unknown id');

export const referenceProjectPageSchema = contentPageSchema.extend({
  client: z.string(),
  location: z.string(),
  completed: z.string(),
  // flows §3.9: project type 1–10, contractor type 1–7, ongoing or finalized (shared/residence/project-phases.ts).
  projectType: idOf(PROJECT_TYPES).optional(),
  contractorType: idOf(CONTRACTOR_TYPES).optional(),
  projectStatus: idOf(PROJECT_STATUSES).optional(),
});

/** Every content template of this module and the schema of its view model. */
export const CONTENT_TEMPLATE_SCHEMAS = {
  standard: contentPageSchema,
  campaign: contentPageSchema,
  'blog-list': contentPageSchema,
  'blog-item': datedPageSchema,
  'news-room': contentPageSchema,
  'press-release': datedPageSchema,
  'residence-news': datedPageSchema,
  faq: contentPageSchema,
  inspiration: contentPageSchema,
  'reference-start': contentPageSchema,
  'reference-project': referenceProjectPageSchema,
  sustainability: contentPageSchema,
  'standard-career': contentPageSchema,
  'available-jobs': contentPageSchema,
  'investor-start': contentPageSchema,
  'corporate-about': contentPageSchema,
  'corporate-contact': contentPageSchema,
  'corporate-news': contentPageSchema,
  'corporate-start': contentPageSchema,
  'customer-service': contentPageSchema,
  'management-services': contentPageSchema,
  'modal-contact': modalContactPageSchema,
  testimonial: contentPageSchema,
  'report-list': contentPageSchema,
  'image-file': imageFilePageSchema,
  'seo-county': seoPlacePageSchema,
  'seo-municipality': seoPlacePageSchema,
  'sold-out': soldOutPageSchema,
  'showing-qr': showingQrPageSchema,
  'showing-form': showingFormPageSchema,
  'order-form': orderFormPageSchema,
  sandbox: contentPageSchema,
} as const;

export type ContentTemplateKey = keyof typeof CONTENT_TEMPLATE_SCHEMAS;
export const CONTENT_TEMPLATE_KEYS = Object.keys(CONTENT_TEMPLATE_SCHEMAS) as ContentTemplateKey[];
export type ContentViewModel<K extends ContentTemplateKey> = z.input<(typeof CONTENT_TEMPLATE_SCHEMAS)[K]>;

export function isContentTemplate(key: string): key is ContentTemplateKey {
  return Object.hasOwn(CONTENT_TEMPLATE_SCHEMAS, key);
}
