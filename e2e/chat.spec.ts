import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, publishMateByApi, signInAsNewTraveller, spainDay, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A Google Maps link as people paste it: 189 characters without a space. */
const MAPS_URL = (() => {
  const start =
    'https://www.google.com/maps/place/Plaza+del+Torico,+44001+Teruel/@40.3440512,-1.1069866,17z/data=!3m1!4b1!4m6!3m5!1s0xd5e6a1e5b1d3f1f:0x8c1b2f3e4d5a6b7c!8m2!3d40.3440471!4d-1.1044117!16s';
  return `${start}${'x'.repeat(189 - start.length)}`;
})();
const LONG_WORD = `Graciaaaas${'a'.repeat(110)}s`;
const UGC = 'noopener noreferrer nofollow ugc';

/**
 * A host with a mate and a guest who asked for it today and tomorrow: the conversation the request
 * opened, with `earlier` messages back and forth before the last ones.
 */
async function bookedThread(
  guest: Page,
  openPage: (options?: { viewport: typeof PHONE }) => Promise<Page>,
  viewport: typeof PHONE,
  { confirmed = false, earlier = 0 } = {},
) {
  const stamp = Date.now().toString(36);
  const host = await openPage({ viewport });
  const hostName = `Anfitriona Chat ${stamp}`;
  const guestName = `Viajero Chat ${stamp}`;
  const mateName = `Mate charlado ${stamp}`;
  await signInAsNewTraveller(host, hostName);
  const mateId = await publishMateByApi(host, mateName);
  await signInAsNewTraveller(guest, guestName);
  const booked = await guest.request.post(`/api/mates/${mateId}/bookings`, {
    data: { startDate: spainDay(0), endDate: spainDay(1) },
  });
  expect(booked.status()).toBe(201);
  const { bookingId, conversationId } = (await booked.json()) as {
    bookingId: string;
    conversationId: string;
  };
  if (confirmed) expect((await host.request.post(`/api/bookings/${bookingId}/confirm`)).status()).toBe(200);
  for (let n = 1; n <= earlier; n++) {
    const author = n % 2 ? guest : host;
    const sent = await author.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { content: `Mensaje ${n} para coordinar la entrega` },
    });
    expect(sent.status()).toBe(201);
  }
  return { host, hostName, guestName, mateName, bookingId, path: `/conversations/${conversationId}` };
}

async function send(page: Page, path: string, content: string) {
  const sent = await page.request.post(`/api${path}/messages`, { data: { content } });
  expect(sent.status()).toBe(201);
}

/** Whether the element lies entirely on the screen (the viewport), not below the fold or beside it. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(height);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

for (const [size, viewport] of [
  ['390×844', PHONE],
  ['1366×900', DESKTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('the thread fills the screen: long links wrap and are links, the composer and the newest message are in view', async ({
      page: guest,
      openPage,
    }) => {
      test.setTimeout(120_000);
      const { host, path } = await bookedThread(guest, openPage, viewport, { earlier: 20 });
      await send(host, path, '<b>negrita</b> y javascript:alert(1) quedan como texto');
      await send(
        host,
        path,
        `Mirá https://ejemplo.com/mate?x=1 (o ejemplo.com, o ana@ejemplo.com) ${LONG_WORD}`,
      );
      await send(guest, path, `Te paso la ubicación: ${MAPS_URL}`);

      await guest.goto(path);
      const log = guest.getByRole('log', { name: 'Mensajes' });
      const newest = log.getByRole('listitem').last();
      await expect(newest).toContainText('Te paso la ubicación');

      // The long link and word wrap inside their bubbles: the page never scrolls sideways.
      expect(await pageScrollsSideways(guest)).toBe(false);
      const bubble = newest.locator('p');
      const logBox = (await log.boundingBox())!;
      const bubbleBox = (await bubble.boundingBox())!;
      expect(bubbleBox.x + bubbleBox.width).toBeLessThanOrEqual(logBox.x + logBox.width);

      // Only the http(s) addresses are links, opening apart; markup and other schemes stay text.
      const maps = log.getByRole('link', { name: MAPS_URL });
      await expect(maps).toHaveAttribute('href', MAPS_URL);
      await expect(maps).toHaveAttribute('target', '_blank');
      await expect(maps).toHaveAttribute('rel', UGC);
      const plain = log.getByRole('link', { name: 'https://ejemplo.com/mate?x=1' });
      await expect(plain).toHaveAttribute('href', 'https://ejemplo.com/mate?x=1');
      await expect(plain).toHaveAttribute('rel', UGC);
      await expect(log.getByRole('link')).toHaveCount(2);
      await expect(log).toContainText('<b>negrita</b> y javascript:alert(1) quedan como texto');
      await expect(log.locator('b')).toHaveCount(0);
      await expect(log).toContainText('ana@ejemplo.com');

      // The newest message, the booking and the composer are all on the first screen.
      await expect(newest).toBeInViewport();
      await expect(log.getByRole('listitem').first()).not.toBeInViewport();
      await expectOnScreen(guest, guest.getByRole('region', { name: 'Reserva' }));
      const composer = guest.getByRole('textbox', { name: 'Escribí un mensaje' });
      await expectOnScreen(guest, composer);
      await expectOnScreen(guest, guest.getByRole('button', { name: 'Enviar', exact: true }));
      await expectAccessible(guest);

      // A message sent from the box shows at once, in view, with the box still there.
      await composer.fill('¿Nos vemos en la plaza?');
      await composer.press('Enter');
      await expect(log.getByRole('listitem').last()).toContainText('¿Nos vemos en la plaza?');
      await expect(log.getByRole('listitem').last()).toBeInViewport();
      await expectOnScreen(guest, composer);

      // A shorter screen (an on-screen keyboard taking the lower part): the box and the newest stay in view.
      await guest.setViewportSize({ width: viewport.width, height: viewport.height - 300 });
      await expect(log.getByRole('listitem').last()).toBeInViewport();
      await expectOnScreen(guest, composer);
      expect(await pageScrollsSideways(guest)).toBe(false);
    });
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  test('the host marks the mate returned from the thread, after a question, and reviews right there', async ({
    page: guest,
    openPage,
  }) => {
    test.setTimeout(120_000);
    const { host, guestName, mateName, path } = await bookedThread(guest, openPage, PHONE, {
      confirmed: true,
    });
    await host.goto(path);
    const card = host.getByRole('region', { name: 'Reserva' });
    await expect(card).toContainText('Confirmada');
    const returned = card.getByRole('button', { name: 'Marcar como devuelto' });

    // Final, so it asks first; "Volver" leaves everything as it was.
    await returned.click();
    const question = host.getByRole('alertdialog', { name: `¿Marcar “${mateName}” como devuelto?` });
    await expect(question).toHaveAccessibleDescription(/No se puede deshacer/);
    await expect(question.getByRole('button', { name: 'Volver' })).toBeFocused();
    await expectAccessible(host);
    await question.getByRole('button', { name: 'Volver' }).click();
    await expect(question).toHaveCount(0);
    await expect(returned).toBeFocused();
    await expect(card).toContainText('Confirmada');

    await returned.click();
    await question.getByRole('button', { name: 'Sí, marcar como devuelto' }).click();
    await expect(question).toHaveCount(0);
    await expect(card).toContainText('Completada');
    await expect(host.getByText(`Marcaste ${mateName} como devuelto`)).toBeVisible();
    await expect(card).toBeFocused();

    // What comes next is right there, on both sides: the review.
    const invite = card.getByRole('button', { name: `Dejá tu valoración: ${mateName}` });
    await expect(invite).toBeVisible();
    await guest.goto(path);
    await expect(
      guest
        .getByRole('region', { name: 'Reserva' })
        .getByRole('button', { name: `Dejá tu valoración: ${mateName}` }),
    ).toBeVisible();
    await expectAccessible(host);
    await invite.click();
    const dialog = host.getByRole('dialog', { name: `Valorá a ${guestName}` });
    await dialog.getByRole('radio', { name: '5 estrellas' }).click();
    await dialog.getByLabel('Comentario').fill('Lo devolvió impecable.');
    await dialog.getByRole('button', { name: 'Publicar valoración' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText('Tu valoración');
    await expect(card).toContainText('Lo devolvió impecable.');
    await expect(card).toContainText(`Oculta hasta que ${guestName} deje la suya`);
    await expect(invite).toHaveCount(0);
    await expectOnScreen(host, host.getByRole('textbox', { name: 'Escribí un mensaje' }));
  });

  test('the guest withdraws a request from the thread after a question; the host sees it cancelled', async ({
    page: guest,
    openPage,
  }) => {
    test.setTimeout(120_000);
    const { host, mateName, path } = await bookedThread(guest, openPage, PHONE);
    await host.goto(path);
    const hostCard = host.getByRole('region', { name: 'Reserva' });
    await expect(hostCard.getByRole('button', { name: 'Confirmar', exact: true })).toBeVisible();
    await expect(hostCard.getByRole('button', { name: 'Rechazar', exact: true })).toBeVisible();
    await expect(hostCard.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0);

    await guest.goto(path);
    const card = guest.getByRole('region', { name: 'Reserva' });
    await expect(card).toContainText('Pendiente');
    await expect(card.getByRole('button', { name: 'Confirmar', exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Cancelar solicitud' }).click();
    const question = guest.getByRole('alertdialog', { name: `¿Cancelar tu solicitud de “${mateName}”?` });
    await expect(question).toHaveAccessibleDescription(/No se puede deshacer/);
    await expectAccessible(guest);
    await question.getByRole('button', { name: 'Sí, cancelar solicitud' }).click();
    await expect(card).toContainText('Cancelada');
    await expect(card.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0);
    await expect(card).toBeFocused();
    // The host's open thread hears it.
    await expect(hostCard).toContainText('Cancelada');
    await expect(hostCard.getByRole('button', { name: 'Confirmar', exact: true })).toHaveCount(0);
  });
});

test('on /perfil "Marcar como devuelto" asks the same question before it is final', async ({
  page: guest,
  openPage,
}) => {
  test.setTimeout(120_000);
  const { host, mateName } = await bookedThread(guest, openPage, DESKTOP, { confirmed: true });
  await host.goto('/perfil/reservas');
  const returned = host.getByRole('button', { name: `Marcar como devuelto: ${mateName}` });
  await returned.click();
  const question = host.getByRole('alertdialog', { name: `¿Marcar “${mateName}” como devuelto?` });
  await expect(question).toHaveAccessibleDescription(/No se puede deshacer/);
  await question.getByRole('button', { name: 'Volver' }).click();
  await expect(returned).toBeFocused();
  await returned.click();
  await question.getByRole('button', { name: 'Sí, marcar como devuelto' }).click();
  await expect(host.getByText(`Marcaste ${mateName} como devuelto`)).toBeVisible();
  await expect(host.getByRole('button', { name: `Dejá tu valoración: ${mateName}` })).toBeVisible();
});
