import { BoardPage } from '../features/my-pages/board/board-page';
import { MyPagesMenu } from '../ui/my-pages-menu/my-pages-menu';
import type { TemplateProps } from './template-props';

// The board member's page (flows §2.2 "my pages (board member)", §6; issue 35 item 4), a chunk
// of its own: /mina-sidor/styrelse/, /mine-sider/styret/, behind login.

export function MyBoardTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <>
      <MyPagesMenu editMode={payload.template.isEditMode} />
      <BoardPage heading={typeof viewModel.heading === 'string' ? viewModel.heading : undefined} />
    </>
  );
}
