import { z } from 'zod';
import { ENVIRONMENTS, LOCALES, SITE_KEYS } from '../sites/site-types';

// The page payload of `GET {path}/GetViewModel` (flows §2.2) and the navigation of
// `GET /api/system/navigation/get[/en]`. The server validates what it sends with these
// schemas and the client reads the same types.

export const linkSchema = z.object({ label: z.string(), url: z.string() });
export type Link = z.infer<typeof linkSchema>;

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonicalUrl: z.string().optional(),
  noIndex: z.boolean().optional(),
});
export type Seo = z.infer<typeof seoSchema>;

export const breadcrumbSchema = linkSchema;
export type Breadcrumb = Link;

export const menuGroupSchema = z.object({ heading: z.string(), links: z.array(linkSchema) });

export const navigationSchema = z.object({
  /** Up to three prominent links; the header shows two when search is on (flows §2.4). */
  quickLinks: z.array(linkSchema),
  menu: z.array(menuGroupSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const socialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'linkedin', 'youtube']),
  url: z.string(),
  label: z.string(),
});

export const footerSchema = z.object({
  company: z.array(linkSchema),
  discover: z.array(linkSchema),
  help: z.array(linkSchema),
  social: z.array(socialLinkSchema),
  countries: z.array(linkSchema.extend({ country: z.enum(['SE', 'NO', 'FI']) })),
  copyright: z.string(),
  organisationNumber: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;

export const careerNavigationSchema = z.array(linkSchema);
export type CareerNavigation = z.infer<typeof careerNavigationSchema>;

export const popularSearchSchema = linkSchema;
export type PopularSearch = Link;

// flows §2.4: shown only if enabled, and on the home path or global, and not in map view.
export const crisisBannerSchema = z.object({
  bannerEnabled: z.boolean(),
  isGlobal: z.boolean(),
  isEmergency: z.boolean(),
  heading: z.string(),
  text: z.string(),
  linkUrl: z.string().nullable(),
  /** When the notice stops being shown (issue 33 item 13); absent: until it is turned off. */
  endsAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export type CrisisBanner = z.infer<typeof crisisBannerSchema>;

/** The banner while it is in force: none once its end time has passed. */
export function bannerInForce(banner: CrisisBanner | null, now: Date): CrisisBanner | null {
  if (!banner) return null;
  return banner.endsAt && Date.parse(banner.endsAt) <= now.getTime() ? null : banner;
}

export const dataLayerEntrySchema = z.record(z.string(), z.unknown());

export const templateSchema = z.object({
  currentComponent: z.string(),
  /**
   * The file of the web build's templates folder and the component in it that render this
   * template, and the text parts its page shows; the server sets it (absent: an error page of
   * the shell, or an unknown key).
   */
  source: z
    .object({ file: z.string(), exportName: z.string(), texts: z.array(z.string()).optional() })
    .optional(),
  viewModel: z.record(z.string(), z.unknown()),
  breadcrumbs: z.array(breadcrumbSchema),
  navigation: navigationSchema,
  footer: footerSchema,
  careerNavigation: careerNavigationSchema,
  popularSearches: z.array(popularSearchSchema),
  crisisBanner: crisisBannerSchema.nullable(),
  pageId: z.string(),
  /** Shown in edit mode (flows §2.2 editing flags): only ever true for an editor's login. */
  isEditMode: z.boolean(),
  isInEditMode: z.boolean(),
  /** platform §3 "edit-mode URL": this page in edit mode; present only for an editor's login. */
  editModeUrl: z.string().optional(),
});
export type PageTemplate = z.infer<typeof templateSchema>;

export const availableLanguageSchema = z.object({
  locale: z.enum(LOCALES),
  label: z.string(),
  url: z.string(),
  current: z.boolean(),
});

/** Server settings the browser may see (AppConfig.browser); never a secret. */
export const browserConfigSchema = z.object({
  /** MAP_STYLE_URL: the maps use this MapLibre style instead of the offline base map. */
  mapStyleUrl: z.string().optional(),
});
export type BrowserConfig = z.infer<typeof browserConfigSchema>;

export const pagePayloadSchema = z.object({
  dataLayer: z.array(dataLayerEntrySchema),
  template: templateSchema,
  seo: seoSchema,
  global: z.object({
    availableLanguages: z.array(availableLanguageSchema),
    cookiesPageUrl: z.string(),
  }),
  isCorporate: z.boolean(),
  siteVersion: z.string(),
  /** What the server knows about the request, so the client renders the same thing. */
  context: z.object({
    site: z.enum(SITE_KEYS),
    environment: z.enum(ENVIRONMENTS),
    /** Developer tools (dev menu, developer BankID form): server configuration, never a header. */
    devTools: z.boolean(),
    path: z.string(),
    statusCode: z.number().int(),
    /** The query string of the page request, carried over to the view model (flows §2.2). */
    query: z.record(z.string(), z.string()),
    browserConfig: browserConfigSchema.optional(),
  }),
  /**
   * Client navigation only: the page's scripts (its template's chunk and what that imports) and
   * stylesheets, which the browser loads before it shows the page. The shell's code does not
   * list them; a server-rendered page links them in its HTML instead.
   */
  assets: z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) }).optional(),
});
export type PagePayload = z.infer<typeof pagePayloadSchema>;

export const navigationResponseSchema = z.object({
  navigation: navigationSchema,
  footer: footerSchema,
  crisisBanner: crisisBannerSchema.nullable(),
});
export type NavigationResponse = z.infer<typeof navigationResponseSchema>;

export { isErrorTemplate } from './error-templates';
