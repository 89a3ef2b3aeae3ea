import { useCallback, useState } from 'react';
import type { PagePayload } from '../../shared/page/page-payload';
import type { OpenFoldout } from '../features/header/foldout-state';
import { addTextParts } from '../i18n/text-parts';
import { useTranslation } from '../i18n/use-translation';
import { resolveTemplate } from '../templates/registry';
import { EditModeProvider } from '../ui/edit-mode-context';
import { useSite } from '../ui/site-context';
import { useWebFontsOnPageChange } from './fonts/web-fonts';
import { useDocumentHead } from './head/use-document-head';
import { PageLayout } from './layouts/page-layout';
import { headerTypeFor, selectLayout } from './layouts/select-layout';
import { usePagePayload } from './navigation/use-page-payload';
import { useScrollBehaviour } from './scroll/use-scroll-behaviour';

// Picks the template by key (an unknown key renders the error template) inside the layout
// that the path selects.
export function PageView({ initialPayload }: { initialPayload: PagePayload }) {
  const { site } = useSite();
  const { i18n } = useTranslation();
  const { payload, isNavigating } = usePagePayload(initialPayload);
  useDocumentHead(payload);
  useScrollBehaviour(payload);
  useWebFontsOnPageChange(payload.template.pageId);
  const [openFoldout, setOpenFoldout] = useState<OpenFoldout>(null);
  const [foldoutPage, setFoldoutPage] = useState(payload.template.pageId);
  // A page change closes any open foldout.
  if (foldoutPage !== payload.template.pageId) {
    setFoldoutPage(payload.template.pageId);
    setOpenFoldout(null);
  }
  const onOpenFoldoutChange = useCallback((next: OpenFoldout) => setOpenFoldout(next), []);

  const Template = resolveTemplate(payload.template);
  // Loaded with the template (fetch-view-model.ts); added before the template reads them.
  addTextParts(i18n, payload.template.source?.texts);
  const layout = selectLayout({
    site: site.key,
    path: payload.context.path,
    isCorporate: payload.isCorporate,
    isEditMode: payload.template.isEditMode,
  });

  return (
    <EditModeProvider value={payload.template.isEditMode}>
      <PageLayout
        layout={layout}
        headerType={headerTypeFor(layout)}
        payload={payload}
        isNavigating={isNavigating}
        openFoldout={openFoldout}
        onOpenFoldoutChange={onOpenFoldoutChange}
      >
        <Template payload={payload} viewModel={payload.template.viewModel} />
      </PageLayout>
    </EditModeProvider>
  );
}
