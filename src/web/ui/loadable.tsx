import { type ComponentType, useEffect, useState } from 'react';

export type Loadable<Props extends object> = ComponentType<Props> & {
  /** Starts loading the code (on idle, on hover), so a later render shows it at once. */
  preload(): Promise<ComponentType<Props>>;
};

/**
 * A component whose code is a chunk of its own, loaded when it is first rendered (or preloaded)
 * and rendered as soon as it is in; nothing until then. For what a click opens: menus, dialogs.
 *
 * Not React.lazy behind Suspense: React shows a suspended part's fallback and then holds the
 * loaded part back until 300 ms after that fallback appeared (it throttles Suspense reveals), so
 * a menu or dialog opened by a click appeared a third of a second late. Once loaded, a part
 * renders in the same commit as the state that asks for it.
 */
export function loadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Loadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };

  function LoadablePart(props: Props) {
    const [Part, setPart] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // A chunk that cannot be loaded reaches the nearest error boundary, as a lazy part's would.
    if (failure) throw failure.error;
    useEffect(() => {
      if (Part) return;
      let current = true;
      preload().then(
        (component) => current && setPart(() => component),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return Object.assign(LoadablePart, { preload });
}
