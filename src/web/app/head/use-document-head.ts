import { useEffect } from 'react';
import type { PagePayload } from '../../../shared/page/page-payload';

// The server writes <title> and the description into the document; after a client
// navigation the browser keeps them in step with the new payload.
export function useDocumentHead(payload: PagePayload): void {
  const { title, description } = payload.seo;
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
