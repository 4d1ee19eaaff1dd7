import {
  expect,
  expectAccessible,
  photo,
  pickPlace,
  publishMateByApi,
  signInAsNewTraveller,
  test,
} from './fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('"Bloquear fechas" says so in words on a host\'s card', async ({ page }) => {
      const stamp = `${size.name} ${Date.now().toString(36)}`;
      await signInAsNewTraveller(page, `Cierra ${stamp}`);
      const name = `Mate con fechas ${stamp}`;
      await publishMateByApi(page, name);
      await page.goto('/mis-mates');
      const button = page.getByRole('button', { name: `Bloquear fechas: ${name}` });
      await expect(button).toBeVisible();
      // Its words are on screen, not only in its accessible name.
      await expect(button).toHaveText('Bloquear fechas');
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      await expectAccessible(page);
      await button.click();
      await expect(page.getByRole('dialog', { name: `Bloquear fechas de “${name}”` })).toBeVisible();
    });

    test('a price with three decimals says it takes at most two', async ({ page }) => {
      await signInAsNewTraveller(page, `Precio ${size.name} ${Date.now().toString(36)}`);
      await page.goto('/publicar');
      await page.getByLabel('Nombre', { exact: true }).fill('Mate con precio fino');
      await page.getByLabel('Descripción').fill('Calabaza curada y bombilla de alpaca.');
      await page.getByLabel('Precio por día (€)').fill('3.999');
      await pickPlace(page, 'Ubicación', 'teruel', 'Teruel, España');
      await page.getByLabel('Foto').setInputFiles(await photo());
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      await expect(page.getByText('El precio puede tener como mucho dos decimales.')).toBeVisible();
      await expect(page.getByText('El precio debe ser un número positivo')).toHaveCount(0);
      await expect(page).toHaveURL('/publicar');
      await expectAccessible(page);
    });
  });
}

test('the privacy text leads to "Eliminar mi cuenta" in Tus datos', async ({ page }) => {
  await page.goto('/faq#privacidad');
  const privacy = page.getByRole('region', { name: 'Política de Privacidad' });
  await expect(privacy).not.toContainText('formulario de contacto');
  const link = privacy.getByRole('link', { name: /Eliminar mi cuenta/ });
  await expect(link).toHaveAttribute('href', '/perfil/datos');
  await expectAccessible(page);
});
