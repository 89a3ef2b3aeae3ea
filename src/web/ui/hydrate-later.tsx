import { type ComponentType, memo, startTransition, useEffect, useId, useState } from 'react';

/** Parts declared so far whose code the server has not loaded yet. */
const toLoadOnServer: (() => Promise<unknown>)[] = [];

/** The server's markup of a part, read from the page before React hydrates it. */
function serverMarkup(id: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`)?.innerHTML ?? '';
}

/**
 * A part of a page whose code is not in the page's first load: a chunk of its own that the page
 * does not preload. For large parts below the fold (a stage's table of homes).
 *
 * - The server loads every such part before it renders, and renders it in place.
 * - The browser hydrates the page around it and keeps the server's markup of the part as it is
 *   (an inner HTML React leaves alone). It then fetches the part's chunk and renders the part,
 *   identical markup, now live. Until then its links work as plain links.
 *
 * Not React's Suspense: a boundary that has not hydrated is dropped and rendered anew on any
 * context change above it, and the session changes right after hydration. Memoised, so a render
 * of the page around it with the same props does not reach it.
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  if (import.meta.env.SSR) toLoadOnServer.push(preload);

  return memo(function HydratedLater(props: Props) {
    const id = useId();
    const [Part, setPart] = useState(() => loaded);
    const [markup] = useState(() => (loaded ? '' : serverMarkup(id)));
    useEffect(() => {
      if (Part) return;
      let current = true;
      void preload().then((component) => {
        // In a transition React builds the live part in slices of a few milliseconds, with the
        // page answering between them; as a plain update it built the whole filter panel or
        // table of homes in one task (docs/performance.md, stop 49).
        if (current) startTransition(() => setPart(() => component));
      });
      return () => {
        current = false;
      };
    }, [Part]);
    return Part ? (
      <div data-hydrate-later={id}>
        <Part {...props} />
      </div>
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this part, read back from the page.
      <div data-hydrate-later={id} dangerouslySetInnerHTML={{ __html: markup }} />
    );
  }) as unknown as ComponentType<Props>;
}

/** Loads the code of every part declared so far: the server, before a render. */
export async function loadPartsForServerRender(): Promise<void> {
  while (toLoadOnServer.length > 0) await Promise.all(toLoadOnServer.splice(0).map((load) => load()));
}
