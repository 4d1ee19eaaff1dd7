import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  chooseDays,
  DEMO,
  expect,
  expectAccessible,
  publishMateByApi,
  signIn,
  signInAsNewTraveller,
  signInLink,
  test,
  userMenu,
} from './fixtures';

/** Tab away and back: the element then has keyboard focus, the kind that shows a ring (:focus-visible). */
async function focusWithKeyboard(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * The focused element's ring (outline, or else a box-shadow ring) and its contrast with what it is drawn
 * on: the element's own background for an inset outline, otherwise the backgrounds behind the element
 * (each stop of a gradient), translucent layers composited. Colours go through a canvas to read as RGB.
 */
async function focusRing(target: Locator) {
  return target.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    };
    type Rgba = readonly [number, number, number, number];
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const COLOR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;

    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow === 'none' ? null : style.boxShadow.match(COLOR)?.[0];
    if (!outline && !shadow) return { ring: null, ratios: [] as number[], focusVisible: false };
    const ringColor = outline ? style.outlineColor : shadow!;
    const inset = outline && parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0;

    // Layers from the ring down to the first opaque background (or a gradient, or the white canvas).
    const layers: Rgba[] = [];
    let bases: Rgba[] = [[255, 255, 255, 1]];
    for (
      let node: Element | null = inset ? element : element.parentElement;
      node;
      node = node.parentElement
    ) {
      const nodeStyle = getComputedStyle(node);
      const gradient = nodeStyle.backgroundImage.includes('gradient')
        ? (nodeStyle.backgroundImage.match(COLOR) ?? [])
        : [];
      if (gradient.length) {
        bases = gradient.map(rgba);
        break;
      }
      const color = rgba(nodeStyle.backgroundColor);
      if (color[3] === 1) {
        bases = [color];
        break;
      }
      if (color[3] > 0) layers.push(color);
    }
    const backgrounds = bases.map((base) => layers.reduceRight((below, layer) => over(layer, below), base));
    const ring = rgba(ringColor);
    return {
      ring: ringColor,
      ratios: backgrounds.map((background) => contrast(over(ring, background), background)),
      focusVisible: element.matches(':focus-visible'),
    };
  });
}

async function expectVisibleFocusRing(page: Page, target: Locator, what: string) {
  await focusWithKeyboard(page, target);
  const { ring, ratios, focusVisible } = await focusRing(target);
  expect(focusVisible, `${what}: keyboard focus`).toBe(true);
  expect(ring, `${what}: a focus ring`).not.toBeNull();
  expect(ratios.length, `${what}: a background behind the ring`).toBeGreaterThan(0);
  expect(Math.min(...ratios), `${what}: ring ${ring} against its background`).toBeGreaterThanOrEqual(3);
}

/** Landmarks (role and name) as assistive technology lists them. */
async function landmarks(page: Page) {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [
    ...snapshot.matchAll(
      /^\s*- (region|navigation|banner|main|contentinfo|form|search|complementary)(?: "([^"]*)")?/gm,
    ),
  ].map(([, role, name]) => ({ role: role!, name: name ?? '' }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('keyboard focus rings stand out (3:1) on the green hero and on light pages', async ({ page }) => {
      await page.goto('/');
      const main = page.getByRole('main');
      await expectVisibleFocusRing(
        page,
        main.getByRole('link', { name: 'Explorá mates cerca tuyo' }),
        'hero',
      );
      await expectVisibleFocusRing(page, main.getByRole('link', { name: 'Publicá tu mate' }), 'hero outline');
      await expectVisibleFocusRing(
        page,
        main.getByRole('link', { name: 'Ver Todos los Mates' }),
        'secondary',
      );
      await expectVisibleFocusRing(page, signInLink(page), 'top bar');
      await expectAccessible(page);

      await page.goto('/esto-no-existe');
      await expectVisibleFocusRing(page, main.getByRole('link', { name: 'Volver al inicio' }), 'primary');
    });

    test('booking keeps keyboard focus on the page: on the booking status, then on the chat', async ({
      page,
      openPage,
    }) => {
      // A host and a traveller of its own: booking changes no one another test reads.
      const stamp = Date.now().toString(36);
      const host = await openPage();
      await signInAsNewTraveller(host, `Anfitriona F ${stamp}`);
      const mateId = await publishMateByApi(host, `Mate del foco ${stamp}`);
      await signInAsNewTraveller(page, `Viajera F ${stamp}`);

      await page.goto(`/mates/${mateId}`);
      const book = page.getByRole('button', { name: 'Reservar este mate' });
      await expect(book).toBeVisible();
      await chooseDays(page, 150, 151);
      // Every frame and every 10 ms from the click on: what has keyboard focus.
      await book.evaluate((button) => {
        const log: string[] = [];
        (window as unknown as { focusLog: string[] }).focusLog = log;
        button.addEventListener(
          'click',
          () => {
            const sample = () => {
              const active = document.activeElement;
              log.push(
                !active || active === document.body
                  ? 'BODY'
                  : `${active.tagName}${active.getAttribute('role') ? `[${active.getAttribute('role')}]` : ''}${active.id ? `#${active.id}` : ''}`,
              );
            };
            sample();
            const timer = setInterval(sample, 10);
            const frame = () => {
              sample();
              if (log.length < 2000) requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
            setTimeout(() => clearInterval(timer), 4000);
          },
          { capture: true, once: true },
        );
      });
      await book.click();
      const status = page.getByRole('status').filter({ hasText: 'Reserva pendiente' });
      await expect(status).toBeFocused();
      await expect(
        page.getByText('¡Reserva realizada! Te redirigimos al chat para coordinar la entrega.'),
      ).toBeVisible();
      await expectAccessible(page);

      // Two seconds later the chat opens; focus goes to the new page's content.
      await page.waitForURL(/\/conversations\/[0-9a-f-]+$/);
      await expect(page.locator('#main')).toBeFocused();
      await page.waitForTimeout(300);
      const log = await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog);
      expect(log.length, 'samples over the two seconds').toBeGreaterThan(50);
      expect(log.filter((entry) => entry === 'BODY').length, `focus on the page: ${[...new Set(log)]}`).toBe(
        0,
      );
      expect(log).toContain('DIV[status]');
    });

    test('the 404 page and "Acceso Requerido" each have exactly one h1', async ({ page }) => {
      await page.goto('/esto-no-existe');
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText('No encontramos esta página');
      await expect(h1).toHaveCount(1);
      await expectAccessible(page);

      for (const path of ['/perfil', '/contactos', '/mis-mates']) {
        await page.goto(path);
        await expect(h1).toHaveText('Acceso Requerido');
        await expect(h1).toHaveCount(1);
      }
      await expectAccessible(page);
      // Pages with their own title keep it as the one h1; the sign-in request is under it.
      await page.goto('/conversations');
      await expect(page.getByRole('heading', { level: 2, name: 'Acceso Requerido' })).toBeVisible();
      await expect(h1).toHaveText('Conversaciones');
      await expect(h1).toHaveCount(1);
    });

    test('every landmark on the home page has a name of its own', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Últimos mates publicados' })).toBeVisible();
      if (viewport.width < 768) await page.getByLabel('Abrir menú').click();
      const found = await landmarks(page);
      expect(found).toEqual(
        expect.arrayContaining([
          { role: 'navigation', name: 'Navegación principal' },
          { role: 'region', name: 'Bienvenido a Ronda' },
          { role: 'region', name: 'Últimos mates publicados' },
        ]),
      );
      const named = found.map(({ role, name }) => `${role} "${name}"`);
      expect(named, 'no two landmarks alike').toEqual([...new Set(named)]);
      expect(
        found.filter(({ role, name }) => ['region', 'navigation', 'form'].includes(role) && !name),
        'regions, navigations and forms are named',
      ).toEqual([]);
      const { violations } = await new AxeBuilder({ page })
        .withRules(['landmark-unique', 'landmark-one-main', 'region', 'page-has-heading-one'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });

    test('a keyboard opens the user menu on its first item, the first time too', async ({ page }) => {
      await signIn(page, { demo: DEMO.lucia });
      await page.goto('/');
      for (const key of ['Enter', 'Space', 'ArrowDown']) {
        // A fresh page: the menu loads on its first opening.
        await page.reload();
        await userMenu(page).focus();
        await page.keyboard.press(key);
        const menu = page.getByRole('menu');
        await expect(
          menu.getByRole('menuitem', { name: 'Mi Perfil' }),
          `first opening with ${key}`,
        ).toBeFocused();
        const { ring, ratios } = await focusRing(menu.getByRole('menuitem', { name: 'Mi Perfil' }));
        expect(ring, 'the focused item shows a ring').not.toBeNull();
        expect(Math.min(...ratios), `item ring ${ring}`).toBeGreaterThanOrEqual(3);
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', { name: 'Mis Mates' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(userMenu(page)).toBeFocused();
      }
      // Later openings, now that Radix has it, behave the same.
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Mi Perfil' })).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    });
  });
}
