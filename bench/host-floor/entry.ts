// React 19 hydrating one paragraph and nothing else: the page bench/host-floor.ts measures to
// show what React's own runtime costs on this machine before any of the portal's code runs.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  hydrateRoot(root, createElement('p', null, root.textContent));
  document.documentElement.dataset.hydrated = '';
}
