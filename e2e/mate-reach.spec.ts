import type { Page } from '@playwright/test';
import { expect, expectAccessible, publishMateByApi, signInAsNewTraveller, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A host with a published mate, in a browser of their own; returns the mate's id. */
async function hostWithMate(openPage: (options?: { viewport: typeof PHONE }) => Promise<Page>, name: string) {
  const host = await openPage();
  await signInAsNewTraveller(host, name);
  return { host, mateId: await publishMateByApi(host, `Mate de ${name}`) };
}

const block = async (page: Page, publicName: string) =>
  expect((await page.request.post('/api/blocks', { data: { publicName } })).status()).toBe(200);

for (const [label, viewport] of [
  ['390×844', PHONE],
  ['1366×900', DESKTOP],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('someone who blocked a host reads why on their mate’s page instead of booking, and books again once they unblock', async ({
      page,
      openPage,
    }) => {
      test.setTimeout(90_000);
      const stamp = Date.now().toString(36);
      const hostName = `Anfitriona ${stamp}`;
      const { mateId } = await hostWithMate(openPage, hostName);
      await signInAsNewTraveller(page, `Viajera ${stamp}`);
      await block(page, hostName);

      // Opened by its address: the mate is there, booking and writing are not, and the page says why.
      await page.goto(`/mates/${mateId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Mate de ${hostName}` })).toBeVisible();
      const booking = page.getByRole('region', { name: 'Precio y reserva' });
      await expect(
        booking.getByText(
          'Bloqueaste a esta persona. Desbloqueala desde Tus datos para reservar o escribirle.',
        ),
      ).toBeVisible();
      await expect(page.getByLabel('Desde', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Escribile al anfitrión' })).toHaveCount(0);
      await expectAccessible(page);

      // The note leads to the list of blocked people, where the host is unblocked.
      await booking.getByRole('link', { name: 'Ver usuarios bloqueados' }).click();
      await expect(page).toHaveURL('/perfil/datos');
      const blocked = page.getByRole('region', { name: 'Usuarios bloqueados' });
      await blocked.getByRole('button', { name: `Desbloquear a ${hostName}` }).click();
      await expect(blocked.getByText('No bloqueaste a nadie')).toBeVisible();

      await page.goto(`/mates/${mateId}`);
      await expect(page.getByLabel('Desde', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Escribile al anfitrión' })).toBeVisible();
      await expect(page.getByText(/Bloqueaste/)).toHaveCount(0);
    });
  });
}

test.describe('390×844', () => {
  test.use({ viewport: PHONE });

  test('someone a host blocked is offered neither booking nor writing on their mate’s page, and reads nothing of a block', async ({
    page,
    openPage,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const travellerName = `Viajero ${stamp}`;
    const { host, mateId } = await hostWithMate(openPage, `Anfitriona ${stamp}`);
    await signInAsNewTraveller(page, travellerName);
    await block(host, travellerName);

    await page.goto(`/mates/${mateId}`);
    const booking = page.getByRole('region', { name: 'Precio y reserva' });
    await expect(booking.getByText('Este mate no está disponible para reservar ahora.')).toBeVisible();
    await expect(page.getByLabel('Desde', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Escribile al anfitrión' })).toHaveCount(0);
    await expect(page.getByText(/bloque(ó|ado|aste)/i)).toHaveCount(0);
    await expectAccessible(page);
  });
});
