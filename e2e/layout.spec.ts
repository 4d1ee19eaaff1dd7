import type { Locator, Page } from '@playwright/test';
import {
  chooseDays,
  DEMO,
  expect,
  expectAccessible,
  photo,
  publishMateByApi,
  signIn,
  signInAsNewTraveller,
  test,
} from './fixtures';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
/**
 * Lucía's 8 demo mates at 390 px: as cards they were a 4 650 px list on a 5 640 px page; as rows the list
 * measured 1 065 px and the page, footer included, 2 053 px. "Bloquear fechas" in words on a line of its own
 * adds about 52 px a row: 1 481 px.
 */
const MY_MATES_LIST_MAX_PX = 8 * 190;
const MY_MATES_PAGE_MAX_PX = 2_600;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'an element with a box').not.toBeNull();
  return found!;
}

/**
 * Every card in a grid row is as tall as the others and has its actions on one line, level with the
 * other cards' actions, inside the card.
 */
async function expectLevelCards(list: Locator, actionName: RegExp) {
  const cards = list.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const rows = new Map<number, Array<{ height: number; actionsTop: number; actionsBottom: number }>>();
  for (const card of await cards.all()) {
    const cardBox = await box(card);
    const actions = await card.locator('a, button').filter({ hasText: actionName }).all();
    expect(actions.length, 'the card has its actions').toBeGreaterThan(0);
    const boxes = await Promise.all(actions.map(box));
    const top = boxes[0]!.y;
    // One line: every action starts at the same height, and none sticks out of the card.
    for (const b of boxes) {
      expect(Math.abs(b.y - top), 'actions on one line').toBeLessThanOrEqual(1);
      expect(b.x + b.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    }
    const row = Math.round(cardBox.y);
    rows.set(row, [
      ...(rows.get(row) ?? []),
      {
        height: cardBox.height,
        actionsTop: top,
        actionsBottom: Math.max(...boxes.map((b) => b.y + b.height)),
      },
    ]);
  }
  const shared = [...rows.values()].filter((row) => row.length > 1);
  expect(shared.length, 'at least one row with several cards').toBeGreaterThan(0);
  for (const [first, ...others] of shared) {
    for (const card of others) {
      expect(Math.abs(card.height - first!.height), 'cards in a row equally tall').toBeLessThanOrEqual(1);
      expect(Math.abs(card.actionsTop - first!.actionsTop), 'actions level').toBeLessThanOrEqual(1);
      expect(Math.abs(card.actionsBottom - first!.actionsBottom)).toBeLessThanOrEqual(1);
    }
  }
}

test.describe('at 1366 px', () => {
  test.use({ viewport: LAPTOP });

  test('public cards in a row are equally tall with Ver Detalles level at the bottom', async ({ page }) => {
    await page.goto('/mates');
    await expectLevelCards(page.getByRole('list', { name: 'Mates disponibles' }), /^Ver Detalles$/);
    await expectAccessible(page);

    await signIn(page, { demo: DEMO.martin });
    await page.goto('/');
    await expectLevelCards(page.getByRole('list', { name: 'Últimos mates publicados' }), /^Ver Detalles$/);
    await page.goto('/u/Lucía');
    await expectLevelCards(page.getByRole('list', { name: 'Mates de Lucía' }), /^Ver Detalles$/);
  });

  test('owner cards keep Editar, Pausar or Activar publicación and Eliminar on one line', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signInAsNewTraveller(page, `Grilla ${stamp}`);
    await publishMateByApi(page, `Mate corto ${stamp}`, { description: '', pricePerDay: '4.5' });
    await publishMateByApi(page, `Mate con una descripción larga ${stamp}`, {
      description:
        'Calabaza curada, bombilla de alpaca, termo de un litro, yerba para una semana y un ' +
        'matero de cuero para llevar todo junto a la plaza o a la montaña.',
      pricePerDay: '4.5',
    });
    const paused = await publishMateByApi(page, `Mate pausado ${stamp}`, {
      description: 'Descansa hasta el verano.',
      pricePerDay: '4.5',
    });
    expect((await page.request.post(`/api/mates/${paused}/pause`)).ok()).toBe(true);

    for (const path of ['/mis-mates', '/perfil/mates']) {
      await page.goto(path);
      const list = page.getByRole('list', {
        name: path === '/mis-mates' ? 'Mis Mates' : /^Mis Publicaciones/,
      });
      await expect(list.getByRole('article')).toHaveCount(3);
      await expectLevelCards(list, /^(Editar|Pausar|Activar publicación|Eliminar)$/);
      // The longest set: "Eliminar" stays beside "Activar publicación" instead of wrapping alone.
      const card = list.getByRole('article').filter({ hasText: `Mate pausado ${stamp}` });
      const remove = await box(card.getByRole('button', { name: /^Eliminar: / }));
      const toggle = await box(card.getByRole('button', { name: /^Activar publicación: / }));
      const edit = await box(card.getByRole('link', { name: /^Editar: / }));
      expect(Math.abs(remove.y - toggle.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(remove.y - edit.y)).toBeLessThanOrEqual(1);
      expect(remove.x).toBeGreaterThan(toggle.x);
      await expectAccessible(page);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the host sees the booking and Confirmar/Rechazar above the chat; each message has its clock time', async ({
    page,
  }) => {
    await signIn(page, { demo: DEMO.lucia });
    // The demo thread whose booking Lucía, as its host, still has to decide.
    const inbox = (await (await page.request.get('/api/conversations')).json()) as {
      conversations: Array<{ id: string }>;
    };
    const threads = await Promise.all(
      inbox.conversations.map(
        async ({ id }) =>
          (await (await page.request.get(`/api/conversations/${id}`)).json()) as {
            id: string;
            myRole: string;
            booking: { status: string } | null;
            messages: unknown[];
          },
      ),
    );
    // Two people ask for the same days; the one with a conversation under way.
    const pending = threads
      .filter((t) => t.myRole === 'host' && t.booking?.status === 'pending')
      .sort((a, b) => b.messages.length - a.messages.length)[0];
    expect(pending, 'a demo thread with a pending booking').toBeDefined();
    await page.goto(`/conversations/${pending!.id}`);

    const log = page.getByRole('log', { name: 'Mensajes' });
    const summary = page.getByRole('region', { name: 'Reserva' });
    await expect(summary).toContainText('Pendiente');
    const logBox = await box(log);
    expect((await box(summary)).y).toBeLessThan(logBox.y);
    for (const name of ['Confirmar', 'Rechazar']) {
      const button = await box(summary.getByRole('button', { name, exact: true }));
      expect(button.y + button.height).toBeLessThan(logBox.y);
    }

    const messages = log.getByRole('listitem');
    await expect(messages.first()).toBeVisible();
    expect(await messages.count()).toBeGreaterThanOrEqual(3);
    for (const message of await messages.all()) {
      await expect(message.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    }
    await expectAccessible(page);
  });

  test('Enviar leaves focus in the message box, and toasts stay off the composer', async ({
    page: host,
    openPage,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const mateName = `Mate del aviso ${stamp}`;
    await signInAsNewTraveller(host, `Anfitriona T ${stamp}`);
    const mateId = await publishMateByApi(host, mateName, {
      description: 'Para probar los avisos.',
      pricePerDay: '4.5',
    });

    const guest = await openPage({ viewport: PHONE });
    await signInAsNewTraveller(guest, `Viajero T ${stamp}`);
    await guest.goto(`/mates/${mateId}`);
    await chooseDays(guest, 1, 2);
    await guest.getByRole('button', { name: 'Reservar este mate' }).click();
    await guest.waitForURL(/\/conversations\/[0-9a-f-]+$/);

    // Sending keeps focus in the box the whole time, even while the server is slow to answer.
    const messageBox = guest.getByRole('textbox', { name: 'Escribí un mensaje' });
    await guest.route('**/api/conversations/*/messages', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await messageBox.fill('¿Te queda bien el viernes?');
    await guest.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(guest.getByRole('button', { name: 'Enviando...' })).toBeVisible();
    await expect(messageBox).toBeFocused();
    await expect(guest.getByRole('log', { name: 'Mensajes' })).toContainText('¿Te queda bien el viernes?');
    await expect(messageBox).toHaveValue('');
    await expect(messageBox).toBeFocused();
    await expectAccessible(guest);

    // The host confirms from the chat at 390 px: the toast keeps off the composer at the bottom of the screen.
    await host.goto(guest.url().replace(/^https?:\/\/[^/]+/, ''));
    await host.getByRole('region', { name: 'Reserva' }).getByRole('button', { name: 'Confirmar' }).click();
    const seen = await toastOverComposer(host, 'Reserva confirmada exitosamente');
    expect(seen.overlap, `the toast ${seen.toast} covers the composer ${seen.composer}`).toBe(false);
  });

  test('the photo field is a button "Agregar fotos" over a hidden file input', async ({ page }) => {
    await signInAsNewTraveller(page, `Fotógrafa ${Date.now().toString(36)}`);
    await page.goto('/publicar');
    const button = page.getByRole('button', { name: 'Agregar fotos' });
    await expect(button).toBeVisible();
    // The native control is there for the label "Fotos", but takes no room on the page.
    const input = page.getByLabel('Fotos', { exact: true });
    await expect(input).toHaveAttribute('type', 'file');
    const inputBox = await box(input);
    expect(inputBox.width).toBeLessThanOrEqual(1);
    expect(inputBox.height).toBeLessThanOrEqual(1);
    await expect(page.getByText('0/8')).toBeVisible();

    // The keyboard opens the file picker from the button; the chosen file is previewed as the cover.
    const chooser = page.waitForEvent('filechooser');
    await button.focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(await photo());
    await expect(page.getByText('1/8')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto 1 de 1' })).toBeVisible();
    await expectAccessible(page);

    // Quitar foto puts focus back on the button.
    await page.getByRole('button', { name: 'Quitar foto (Foto 1 de 1)' }).click();
    await expect(page.getByText('0/8')).toBeVisible();
    await expect(button).toBeFocused();
  });

  test('/mis-mates lists the host’s mates as compact rows with every action', async ({ page }) => {
    await signIn(page, { demo: DEMO.lucia });
    await page.goto('/mis-mates');
    const list = page.getByRole('list', { name: 'Mis Mates' });
    const rows = list.getByRole('article');
    await expect(rows).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Volver a mi perfil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Publicar', exact: true })).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByRole('heading')).toBeVisible();
      await expect(row.getByText(/^(€\d+\.\d{2}\/día|Gratis)$/)).toBeVisible();
      await expect(row.getByText(/^(Disponible|Reserva pendiente|Reservado|Inactivo)$/)).toBeVisible();
      const edit = await box(row.getByRole('link', { name: /^Editar: / }));
      const remove = await box(row.getByRole('button', { name: /^Eliminar: / }));
      expect(Math.abs(edit.y - remove.y), 'Editar and Eliminar on one line').toBeLessThanOrEqual(1);
    }
    expect((await box(list)).height).toBeLessThanOrEqual(MY_MATES_LIST_MAX_PX);
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeLessThanOrEqual(MY_MATES_PAGE_MAX_PX);
    await expectAccessible(page);
  });
});

/**
 * As soon as a toast with this text shows: scrolls the chat composer to the bottom of the screen, where
 * one types, and says whether the toast covers it (measured at once: a toast lasts a few seconds).
 */
async function toastOverComposer(page: Page, text: string) {
  const measured = await page.waitForFunction((text) => {
    const toast = [...document.querySelectorAll('[data-toast-type]')].find((t) =>
      t.textContent?.includes(text),
    );
    const composer = document.querySelector('form textarea')?.closest('form');
    if (!toast || !composer) return null;
    composer.scrollIntoView({ block: 'end' });
    const [a, b] = [toast.getBoundingClientRect(), composer.getBoundingClientRect()];
    const where = (r: DOMRect) => `${r.left},${r.top} ${r.width}×${r.height}`;
    return {
      overlap: a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
      toast: where(a),
      composer: where(b),
    };
  }, text);
  return (await measured.jsonValue())!;
}
