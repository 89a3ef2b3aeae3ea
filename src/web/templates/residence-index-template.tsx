import type { TemplateProps } from './template-props';

// Placeholder while issue 3 builds this template.
export function ResidenceIndexTemplate({ payload }: TemplateProps) {
  return <h1>{payload.seo.title}</h1>;
}
