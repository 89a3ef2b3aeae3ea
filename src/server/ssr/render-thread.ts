// The task a render thread runs (ssr/page-renderer.ts): one page's HTML document, encoded here
// and its bytes moved, not copied, back to the thread that answers the request. The build makes
// this file an entry of its own (dist/server/render-thread.js).
import { move } from 'piscina';
import { type PageDocumentInput, renderPageDocument } from './render-page';

const encoder = new TextEncoder();

export default async function renderInThread(input: PageDocumentInput) {
  return move(encoder.encode(await renderPageDocument(input)));
}
