import type { Page } from '@playwright/test';
import { expect, expectAccessible, publishMateByApi, signInAsNewTraveller, spainDay, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** A request for a mate, straight through the API, as the page's person. */
async function requestByApi(page: Page, mateId: string, from: number, to: number) {
  const response = await page.request.post(`/api/mates/${mateId}/bookings`, {
    data: { startDate: spainDay(from), endDate: spainDay(to) },
  });
  expect(response.status()).toBe(201);
}

/** A host with two mates, each requested by a traveller of its own. */
async function hostWithRequests(page: Page, openPage: () => Promise<Page>, stamp: string) {
  await signInAsNewTraveller(page, `Anfitriona ${stamp}`);
  const mates = [`Calabaza ${stamp}`, `Termo ${stamp}`];
  const ids = [];
  for (const name of mates) ids.push(await publishMateByApi(page, name));
  for (const [index, id] of ids.entries()) {
    const guest = await openPage();
    await signInAsNewTraveller(guest, `Viajero ${index} ${stamp}`);
    await requestByApi(guest, id, 3, 4);
  }
  return mates;
}

const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'Secciones de tu perfil' });

/** Nothing on the page is wider than the screen: only the menu's own row scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [device, options] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(options);

    test('a host lands on "Solicitudes por responder" and answers each request in place', async ({
      page,
      openPage,
    }) => {
      test.slow();
      const stamp = Date.now().toString(36);
      const [first, second] = (await hostWithRequests(page, openPage, stamp)) as [string, string];
      await page.goto('/perfil');

      const menu = sectionMenu(page);
      for (const name of ['Mi perfil', 'Solicitudes', 'Reservas', 'Mis mates', 'Notificaciones', 'Tus datos'])
        await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: 'Solicitudes (2 por responder)' })).toBeVisible();

      // The requests come first, above the profile itself.
      const heading = page.getByRole('heading', { level: 2, name: 'Solicitudes por responder (2)' });
      await expect(heading).toBeVisible();
      const name = page.getByRole('heading', { level: 1, name: `Anfitriona ${stamp}` });
      expect((await heading.boundingBox())!.y).toBeLessThan((await name.boundingBox())!.y);
      await expect(heading).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      const requests = page.getByRole('list', { name: 'Solicitudes por responder' });
      const row = (mate: string) => requests.getByRole('listitem').filter({ hasText: mate });
      await expect(requests.getByRole('listitem')).toHaveCount(2);
      await row(first)
        .getByRole('button', { name: `Confirmar: ${first}` })
        .click();
      await expect(page.getByText(`Reserva confirmada exitosamente para ${first}`)).toBeVisible();
      // Answered, the request stays where it was with its new state; the count follows.
      await expect(row(first)).toContainText('Confirmada');
      await expect(page.getByRole('heading', { name: 'Solicitudes por responder (1)' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Solicitudes (1 por responder)' })).toBeVisible();
      await row(second)
        .getByRole('button', { name: `Rechazar: ${second}` })
        .click();
      await expect(row(second)).toContainText('Rechazada');
      await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes por responder' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Solicitudes', exact: true })).toBeVisible();

      // Each section has its own address, and the menu says which one is open.
      await menu.getByRole('link', { name: 'Reservas' }).click();
      await expect(page).toHaveURL('/perfil/reservas');
      await expect(menu.getByRole('link', { name: 'Reservas' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeAttached();
      await expect(
        page
          .getByRole('list', { name: 'Reservas Recibidas' })
          .getByRole('listitem')
          .filter({ hasText: first }),
      ).toContainText('Confirmada');
      await expectNoSidewaysScroll(page);

      await menu.getByRole('link', { name: 'Solicitudes' }).click();
      await expect(page).toHaveURL('/perfil/solicitudes');
      await expect(page.getByText('No tenés solicitudes por responder')).toBeVisible();
      await expectAccessible(page);

      // The last tab is in view on a phone too, and its section opens straight from its address.
      await page.goto('/perfil/datos');
      await expect(menu.getByRole('link', { name: 'Tus datos' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: 'Tus datos' })).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Tus datos' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Usuarios bloqueados' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });

    test('links to the old one-page /perfil open their section', async ({ page }) => {
      await signInAsNewTraveller(page, `Enlaces ${Date.now().toString(36)}`);
      // The link of every e-mail sent before the sections existed.
      await page.goto('/perfil#notificaciones');
      await expect(page).toHaveURL('/perfil/notificaciones');
      await expect(sectionMenu(page).getByRole('link', { name: 'Notificaciones' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeInViewport();
      await expect(page.getByRole('switch', { name: 'Correo: Reservas' })).toBeVisible();
      await page.goto('/perfil#publicaciones');
      await expect(page).toHaveURL('/perfil/mates');
      await expect(page.getByRole('heading', { name: 'Mis Publicaciones' })).toBeVisible();
    });

    test('pausing a mate with a request asks first, turns the request down, and the mate comes back', async ({
      page,
      openPage,
    }) => {
      test.slow();
      const stamp = Date.now().toString(36);
      await signInAsNewTraveller(page, `Pausa ${stamp}`);
      const mate = `Mate en pausa ${stamp}`;
      const id = await publishMateByApi(page, mate);
      const guest = await openPage();
      await signInAsNewTraveller(guest, `Viajera ${stamp}`);
      await requestByApi(guest, id, 3, 4);

      await page.goto('/perfil/mates');
      const card = page.getByRole('article').filter({ hasText: mate });
      await card.getByRole('button', { name: `Pausar: ${mate}` }).click();
      const question = page.getByRole('alertdialog', { name: `¿Pausar “${mate}”?` });
      await expect(question).toContainText(
        'Tenés 1 solicitud por responder para este mate. Si lo pausás, la rechazamos y le avisamos.',
      );
      await expectAccessible(page);
      // Changing one's mind leaves everything as it was.
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await expect(question).toBeHidden();
      await expect(card.getByRole('button', { name: `Pausar: ${mate}` })).toBeFocused();

      await card.getByRole('button', { name: `Pausar: ${mate}` }).click();
      await question.getByRole('button', { name: 'Sí, pausar' }).click();
      await expect(page.getByText('Tu publicación quedó pausada')).toBeVisible();
      const activate = card.getByRole('button', { name: `Activar publicación: ${mate}` });
      await expect(activate).toBeFocused();

      // The guest is told why, on the booking and in the notification.
      await guest.goto('/perfil/reservas');
      const booking = guest
        .getByRole('list', { name: 'Mis Reservas' })
        .getByRole('listitem')
        .filter({ hasText: mate });
      await expect(booking).toContainText('Rechazada');
      await expect(booking).toContainText('El anfitrión pausó este mate');
      await guest.getByRole('button', { name: /^Notificaciones/ }).click();
      const news = guest.getByRole('dialog', { name: 'Notificaciones' });
      await expect(news).toContainText(`El anfitrión pausó "${mate}"`);
      // Closed before the mate comes back: its news ("vuelve a estar disponible") arrive live.
      await guest.keyboard.press('Escape');
      await expect(news).toBeHidden();

      // No dead end: the mate comes back at once.
      await activate.click();
      await expect(page.getByText('Tu publicación fue reactivada correctamente')).toBeVisible();
      await expect(card.getByRole('button', { name: `Pausar: ${mate}` })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
