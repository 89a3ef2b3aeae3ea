import { FaultReportPage, type OnCallPhone } from '../features/fault-report/fault-report-page';
import { VerifyIdentity } from '../features/login/verify-identity';
import { Breadcrumbs } from '../ui/breadcrumbs';
import container from '../ui/container.module.css';
import type { TemplateProps } from './template-props';

// Template 'fault-report' (flows §2.6; /kontakt/felanmalan/ and its siblings per site): the
// view model holds the page's words and whether the country has the case service.

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

function onCallOf(value: unknown): OnCallPhone | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { display, tel } = value as Record<string, unknown>;
  return typeof display === 'string' && typeof tel === 'string' ? { display, tel } : undefined;
}

export function FaultReportTemplate({ payload, viewModel }: TemplateProps) {
  const paragraphs = Array.isArray(viewModel.paragraphs)
    ? viewModel.paragraphs.filter((p) => typeof p === 'string')
    : [];
  return (
    <div className={container.container}>
      <Breadcrumbs items={payload.template.breadcrumbs} />
      <FaultReportPage
        heading={text(viewModel.heading, payload.seo.title)}
        intro={text(viewModel.intro)}
        paragraphs={paragraphs}
        service={viewModel.service === 'guidance' ? 'guidance' : 'wizard'}
        loginPath={typeof viewModel.loginPath === 'string' ? viewModel.loginPath : undefined}
        onCall={onCallOf(viewModel.onCall)}
        VerifyIdentity={VerifyIdentity}
      />
    </div>
  );
}
