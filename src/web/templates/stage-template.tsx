import type { TemplateProps } from './template-props';

// Placeholder while issue 3 builds this template.
export function StageTemplate({ payload }: TemplateProps) {
  return <h1>{payload.seo.title}</h1>;
}
