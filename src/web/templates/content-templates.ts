import type { ContentTemplateKey } from '../../shared/page/content-blocks';
import type { TemplateSource } from './template-source';

// The public content templates of flows §2.2 (issue 5), spread into the registry. Every key
// of CONTENT_TEMPLATE_SCHEMAS has a component (the type makes a missing one an error).
export const CONTENT_TEMPLATE_SOURCES: Readonly<Record<ContentTemplateKey, TemplateSource>> = {
  standard: ['editorial-templates.tsx', 'StandardTemplate'],
  campaign: ['editorial-templates.tsx', 'CampaignTemplate'],
  'blog-list': ['editorial-templates.tsx', 'BlogListTemplate'],
  'blog-item': ['editorial-templates.tsx', 'DatedArticleTemplate'],
  'news-room': ['corporate-templates.tsx', 'NewsRoomTemplate'],
  'press-release': ['editorial-templates.tsx', 'DatedArticleTemplate'],
  'residence-news': ['editorial-templates.tsx', 'DatedArticleTemplate'],
  faq: ['editorial-templates.tsx', 'FaqTemplate'],
  inspiration: ['editorial-templates.tsx', 'InspirationTemplate'],
  'reference-start': ['landing-templates.tsx', 'ReferenceStartTemplate'],
  'reference-project': ['landing-templates.tsx', 'ReferenceProjectTemplate'],
  sustainability: ['corporate-templates.tsx', 'SustainabilityTemplate'],
  'standard-career': ['career-templates.tsx', 'StandardCareerTemplate'],
  'available-jobs': ['career-templates.tsx', 'AvailableJobsTemplate'],
  'investor-start': ['corporate-templates.tsx', 'InvestorStartTemplate'],
  'corporate-about': ['corporate-templates.tsx', 'CorporateAboutTemplate'],
  'corporate-contact': ['corporate-templates.tsx', 'CorporateContactTemplate'],
  'corporate-news': ['corporate-templates.tsx', 'CorporateNewsTemplate'],
  'corporate-start': ['corporate-templates.tsx', 'CorporateStartTemplate'],
  'customer-service': ['editorial-templates.tsx', 'CustomerServiceTemplate'],
  'management-services': ['corporate-templates.tsx', 'ManagementServicesTemplate'],
  'modal-contact': ['form-templates.tsx', 'ModalContactTemplate'],
  testimonial: ['editorial-templates.tsx', 'TestimonialTemplate'],
  'report-list': ['corporate-templates.tsx', 'ReportListTemplate'],
  'image-file': ['landing-templates.tsx', 'ImageFileTemplate'],
  'seo-county': ['landing-templates.tsx', 'SeoPlaceTemplate'],
  'seo-municipality': ['landing-templates.tsx', 'SeoPlaceTemplate'],
  'sold-out': ['landing-templates.tsx', 'SoldOutTemplate'],
  'showing-qr': ['landing-templates.tsx', 'ShowingQrTemplate'],
  'showing-form': ['form-templates.tsx', 'ShowingFormTemplate'],
  'order-form': ['form-templates.tsx', 'OrderFormTemplate'],
  sandbox: ['editorial-templates.tsx', 'SandboxTemplate'],
};
