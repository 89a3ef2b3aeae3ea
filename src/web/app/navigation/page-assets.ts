import type { PagePayload } from '../../../shared/page/page-payload';

type PageAssetList = NonNullable<PagePayload['assets']>;

const isLinked = (href: string) =>
  document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`) !== null;

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  document.head.appendChild(element);
  return element;
}

/**
 * Before a page shows on client navigation: asks for its scripts all at once (the template's
 * chunk and what that imports, which the shell's code does not list; vite.config.ts) and waits
 * for its stylesheets, so the page never shows unstyled. What the document already links is
 * left alone. A stylesheet that fails to load does not hold the page back.
 */
export async function loadPageAssets(assets: PageAssetList | undefined): Promise<void> {
  if (!assets) return;
  for (const href of assets.scripts) if (!isLinked(href)) link('modulepreload', href);
  await Promise.all(
    assets.styles
      .filter((href) => !isLinked(href))
      .map(
        (href) =>
          new Promise<void>((resolve) => {
            const element = link('stylesheet', href);
            element.addEventListener('load', () => resolve());
            element.addEventListener('error', () => resolve());
          }),
      ),
  );
}
