import { expect, expectAccessible, test } from './fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;

for (const size of SIZES) {
  test.describe(`offline, on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a link inside the app says "Sin conexión", and retrying online opens the page', async ({
      page,
    }) => {
      await page.goto('/');
      await page.context().setOffline(true);
      // The FAQ's script has not loaded yet: the network is needed for it.
      if (size.isMobile) await page.getByLabel('Abrir menú').click();
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'FAQ' })
        .click();
      await expect(page).toHaveURL('/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
      await expect(page.getByText('Ocurrió un error inesperado')).toHaveCount(0);
      await expect(page).toHaveTitle('Sin conexión · Ronda');
      await expectAccessible(page);

      await page.context().setOffline(false);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
    });
  });
}

test('a visitor who opens a mate offline is told there is no connection, and stays on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.context().setOffline(true);
  // A visitor's "Ver Detalles" opens the login modal, whose script the network has to bring.
  await page
    .getByRole('link', { name: /Ver Detalles/ })
    .first()
    .click();
  await expect(page.getByText('Sin conexión: revisá tu internet y volvé a intentar.')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page).toHaveURL('/');

  // Back online, the same button opens the modal.
  await page.context().setOffline(false);
  await page
    .getByRole('link', { name: /Ver Detalles/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Unite a la comunidad' })).toBeVisible();
});
