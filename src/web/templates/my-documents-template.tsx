import {
  MyDocumentsPage,
  type MyDocumentsPart,
} from '../features/booking-signing/my-documents/my-documents-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

// My documents (issue 15 item 4): one component serves the keys my-documents,
// my-documents-action and my-documents-done (every template file and key costs the shell);
// viewModel.part says which, viewModel.paths where the three pages are.

const PARTS: readonly MyDocumentsPart[] = ['list', 'action', 'done'];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function MyDocumentsTemplate({ viewModel }: TemplateProps) {
  const part = PARTS.find((candidate) => candidate === viewModel.part) ?? 'list';
  const paths = (viewModel.paths ?? {}) as Record<string, unknown>;
  return (
    <>
      <MyPagesMenu />
      <MyDocumentsPage
        heading={text(viewModel.heading) || undefined}
        part={part}
        paths={{ list: text(paths.list), action: text(paths.action), done: text(paths.done) }}
      />
    </>
  );
}
