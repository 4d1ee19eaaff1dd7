import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like `lazy`, with a `preload()` a route's loader can await:
 * once loaded, it draws at once, with no fallback in between. The server render awaits it in the loader
 * too (its single pass cannot wait), so the page arrives whole and the browser adopts that HTML when the
 * code arrives. Render it inside a `Suspense` boundary.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, a new deploy) may be tried again by the next page.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
