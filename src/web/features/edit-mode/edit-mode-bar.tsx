import { viewModeUrlOf } from '../../../shared/page/edit-mode-urls';
import type { PagePayload } from '../../../shared/page/page-payload';
import { useEditModeTranslation } from '../../i18n/edit-mode-texts';
import { AppLink } from '../../ui/app-link';
import container from '../../ui/container.module.css';
import styles from './edit-mode-bar.module.css';

// The editor's bar (flows §2.2 editing flags, §6 the edit-mode user), a chunk of its own that
// only an editor's page loads (only their payload has an edit-mode URL): in edit mode it names
// the page and template being edited and leads out of edit mode; otherwise it leads into it.
export function EditModeBar({ payload }: { payload: PagePayload }) {
  const { t } = useEditModeTranslation();
  const { isEditMode, editModeUrl, pageId, currentComponent: template } = payload.template;
  if (editModeUrl === undefined) return null;
  return (
    <section
      className={styles.bar}
      data-edit-mode={isEditMode}
      aria-label={t(isEditMode ? 'barLabel' : 'toolsLabel')}
    >
      <div className={`${container.container} ${styles.inner}`}>
        {isEditMode ? (
          <>
            <p className={styles.text}>
              <strong>{t('inEditMode')}</strong> <span>{t('editing', { pageId, template })}</span>
            </p>
            <AppLink
              href={viewModeUrlOf(payload.context.path, payload.context.query)}
              className={styles.link}
            >
              {t('leave')}
            </AppLink>
          </>
        ) : (
          <>
            <p className={styles.text}>{t('editor')}</p>
            <AppLink href={editModeUrl} className={styles.link}>
              {t('enter')}
            </AppLink>
          </>
        )}
      </div>
    </section>
  );
}
