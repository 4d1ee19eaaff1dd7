import { expect, type Page } from '@playwright/test';

/** Above this, a route's cumulative layout shift fails the test (the product aims at 0.01). */
export const LAYOUT_SHIFT_LIMIT = 0.05;

/** One visit of a route: a document load or a client-side navigation to another pathname. */
type Visit = [id: string, route: string, shift: number];

interface ShiftWindow {
  __reportLayoutShift?: (...visit: Visit) => void;
  __flushLayoutShifts?: () => Visit[];
}

/**
 * Runs in every document before the app: sums the layout shifts without recent input per visit and
 * reports each new sum to the test, so a visit's value survives the page navigating away.
 */
function observeLayoutShifts() {
  const shiftWindow = window as unknown as ShiftWindow;
  const documentId = Math.random().toString(36).slice(2);
  const visits: Array<{ id: string; route: string; start: number; shift: number }> = [];
  const begin = () => {
    const route = location.pathname;
    if (visits.at(-1)?.route === route) return;
    visits.push({ id: `${documentId}:${visits.length}`, route, start: performance.now(), shift: 0 });
  };
  begin();
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      begin();
    };
  }
  addEventListener('popstate', begin);

  // Entries arrive after the fact: each goes to the visit that was current when the shift happened.
  const take = (entries: PerformanceEntryList) => {
    const changed = new Set<(typeof visits)[number]>();
    for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (entry.hadRecentInput) continue;
      const visit = visits.findLast((v) => v.start <= entry.startTime) ?? visits[0]!;
      visit.shift += entry.value;
      changed.add(visit);
    }
    for (const visit of changed) shiftWindow.__reportLayoutShift?.(visit.id, visit.route, visit.shift);
  };
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  addEventListener('pagehide', () => take(observer.takeRecords()));
  shiftWindow.__flushLayoutShifts = () => {
    take(observer.takeRecords());
    return visits.map((v): Visit => [v.id, v.route, v.shift]);
  };
}

/**
 * Starts measuring a page's layout shifts: `worstShifts` gives each route's largest sum over its visits,
 * `expectStableLayout` fails the test (softly, naming route and value) where one is above the limit.
 */
export async function trackLayoutShifts(page: Page) {
  const visits = new Map<string, { route: string; shift: number }>();
  const record = ([id, route, shift]: Visit) => visits.set(id, { route, shift });
  await page.exposeBinding('__reportLayoutShift', (_source, ...visit: Visit) => record(visit));
  await page.addInitScript(observeLayoutShifts);

  async function worstShifts() {
    if (!page.isClosed()) {
      // The last shifts may not have reached the test yet: read the open document's sums directly.
      const current = await page
        .evaluate(() => (window as unknown as ShiftWindow).__flushLayoutShifts?.() ?? [])
        .catch(() => []);
      current.forEach(record);
    }
    const worst = new Map<string, number>();
    for (const { route, shift } of visits.values()) worst.set(route, Math.max(worst.get(route) ?? 0, shift));
    return worst;
  }

  async function expectStableLayout(who = 'the page') {
    const unstable = [...(await worstShifts())]
      .filter(([, shift]) => shift > LAYOUT_SHIFT_LIMIT)
      .map(([route, shift]) => `${route} shifted ${shift.toFixed(3)}`);
    expect.soft(unstable, `layout shift above ${LAYOUT_SHIFT_LIMIT} in ${who}`).toEqual([]);
  }

  return { worstShifts, expectStableLayout };
}

/**
 * The largest layout shift of the open document's visits to `route` so far, as the fixture measures
 * it in every page (a page of the `page` or `openPage` fixtures).
 */
export async function routeShift(page: Page, route: string): Promise<number> {
  const visits = await page.evaluate(() => (window as unknown as ShiftWindow).__flushLayoutShifts?.() ?? []);
  return Math.max(0, ...visits.filter(([, visited]) => visited === route).map(([, , shift]) => shift));
}
