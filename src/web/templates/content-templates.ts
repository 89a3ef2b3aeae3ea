import type { ComponentType } from 'react';
import type { ContentTemplateKey } from '../../shared/page/content-blocks';
import { AvailableJobsTemplate, StandardCareerTemplate } from './career-templates';
import {
  CorporateAboutTemplate,
  CorporateContactTemplate,
  CorporateNewsTemplate,
  CorporateStartTemplate,
  InvestorStartTemplate,
  ManagementServicesTemplate,
  NewsRoomTemplate,
  ReportListTemplate,
  SustainabilityTemplate,
} from './corporate-templates';
import {
  BlogListTemplate,
  CampaignTemplate,
  CustomerServiceTemplate,
  DatedArticleTemplate,
  FaqTemplate,
  InspirationTemplate,
  SandboxTemplate,
  StandardTemplate,
  TestimonialTemplate,
} from './editorial-templates';
import { ModalContactTemplate, OrderFormTemplate, ShowingFormTemplate } from './form-templates';
import {
  ImageFileTemplate,
  ReferenceProjectTemplate,
  ReferenceStartTemplate,
  SeoPlaceTemplate,
  ShowingQrTemplate,
  SoldOutTemplate,
} from './landing-templates';
import type { TemplateProps } from './template-props';

// The public content templates of flows §2.2 (issue 5), spread into the registry. Every key
// of CONTENT_TEMPLATE_SCHEMAS has a component (the type makes a missing one an error).
export const CONTENT_TEMPLATES: Readonly<Record<ContentTemplateKey, ComponentType<TemplateProps>>> = {
  standard: StandardTemplate,
  campaign: CampaignTemplate,
  'blog-list': BlogListTemplate,
  'blog-item': DatedArticleTemplate,
  'news-room': NewsRoomTemplate,
  'press-release': DatedArticleTemplate,
  'residence-news': DatedArticleTemplate,
  faq: FaqTemplate,
  inspiration: InspirationTemplate,
  'reference-start': ReferenceStartTemplate,
  'reference-project': ReferenceProjectTemplate,
  sustainability: SustainabilityTemplate,
  'standard-career': StandardCareerTemplate,
  'available-jobs': AvailableJobsTemplate,
  'investor-start': InvestorStartTemplate,
  'corporate-about': CorporateAboutTemplate,
  'corporate-contact': CorporateContactTemplate,
  'corporate-news': CorporateNewsTemplate,
  'corporate-start': CorporateStartTemplate,
  'customer-service': CustomerServiceTemplate,
  'management-services': ManagementServicesTemplate,
  'modal-contact': ModalContactTemplate,
  testimonial: TestimonialTemplate,
  'report-list': ReportListTemplate,
  'image-file': ImageFileTemplate,
  'seo-county': SeoPlaceTemplate,
  'seo-municipality': SeoPlaceTemplate,
  'sold-out': SoldOutTemplate,
  'showing-qr': ShowingQrTemplate,
  'showing-form': ShowingFormTemplate,
  'order-form': OrderFormTemplate,
  sandbox: SandboxTemplate,
};
