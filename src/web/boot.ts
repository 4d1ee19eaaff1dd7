/**
 * The entry of pages drawn by the server (src/server/http/page-template.ts puts it in place of the app's
 * own script tag). Such a page is whole without scripts: its text and first photo paint from the HTML
 * alone. The app (about 130 KB) starts loading once that first paint is on screen, so it never competes
 * with it for the connection or the processor; until then links work as plain links. It imports nothing,
 * so it stays one small file of its own.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app]');

function nextFrames(): Promise<void> {
  return new Promise((resolve) => {
    // The first frame paints, the second starts after it. A hidden tab gets no frames: the timer then.
    const timer = setTimeout(resolve, 500);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/** The page's first photo (the one asked for with high priority) gets the connection to itself. */
function firstPhoto(): Promise<void> {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo || photo.complete) return Promise.resolve();
  return new Promise((resolve) => {
    photo.addEventListener('load', () => resolve(), { once: true });
    photo.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, 1000);
  });
}

/**
 * A tap on a button before the app has started would be lost (its handler is not there yet, and a button
 * in a form would submit it the browser's way): the last one is kept and handed to the app once it marks
 * the page as started (src/web/main.tsx). Links are left alone: they work as plain links.
 */
function keepEarlyTaps() {
  let pending: HTMLButtonElement | null = null;
  const keep = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    pending = button;
  };
  document.addEventListener('click', keep, true);
  const root = document.documentElement;
  new MutationObserver((_changes, observer) => {
    if (root.dataset.app !== 'started') return;
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    if (pending?.isConnected) pending.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
}

async function start(app: string, modules: string[]) {
  keepEarlyTaps();
  await Promise.all([nextFrames(), firstPhoto()]);
  // The app's modules and the page's own, fetched side by side rather than one after another.
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ app);
}

if (script?.dataset.app)
  void start(script.dataset.app, script.dataset.modules?.split(' ').filter(Boolean) ?? []);
