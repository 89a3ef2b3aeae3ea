import { endpointRoute } from '../api/endpoint';

// The board member's page (issue 35 item 4; flows §2.2 "my pages (board member)", §6): where its
// endpoint lives, without schemas, so the page's chunk builds a request without zod
// (contract: board-contracts.ts).
export const BOARD_ENDPOINTS = {
  board: endpointRoute('GET', '/my_pages/board'),
} as const;
