import { useArticles, useAssets } from '../api/case-lookups';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * flows §2.6: an appliance problem shows the supplier-contact guidance: the appliances of the
 * problem area and who to call about each. The user may still go on with the report.
 */
export function AppliancesStep() {
  const text = useText();
  const { state } = useWizard();
  const form = useStepForm();
  const code = Number(state.formData.problemAreaDetails || state.formData.problemArea || 0) || undefined;
  const assets = useAssets(code);
  const articles = useArticles((assets.data ?? []).map((asset) => asset.id));
  const pending = assets.isPending || (articles.fetchStatus === 'fetching' && !articles.data);
  const rows = articles.data ?? [];
  return (
    <StepFrame form={form}>
      <p>{text('appliances.intro')}</p>
      {pending && <p>{text('problem.loading')}</p>}
      {!pending && rows.length === 0 && <p>{text('appliances.none')}</p>}
      <ul className={styles.list}>
        {rows.map((article) => (
          <li key={article.id} className={styles.choice}>
            <h4 className={styles.stepHeading}>{article.name}</h4>
            <p>{article.supplierName}</p>
            <a href={`tel:${article.supplierPhone.replace(/[^\d+]/g, '')}`}>
              {text('appliances.phone', { phone: article.supplierPhone })}
            </a>
            {article.supplierUrl && (
              <a href={article.supplierUrl} target="_blank" rel="noopener noreferrer">
                {text('appliances.website', { name: article.supplierName })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
