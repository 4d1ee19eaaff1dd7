import { expect, test } from './fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Pages as a browser without JavaScript gets them (axe needs scripts: the same pages are checked with them elsewhere). */
for (const size of SIZES) {
  test.describe(`without JavaScript, on a ${size.name}`, () => {
    test.use({
      javaScriptEnabled: false,
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
    });

    test('the FAQ answers open and close', async ({ page }) => {
      await page.goto('/faq');
      const questions = page.getByRole('main').locator('summary');
      const question = questions.filter({ hasText: '¿Usar Ronda tiene algún costo?' });
      const answer = page.getByText('Usar Ronda es gratis', { exact: false });
      await expect(questions).toHaveCount(8);
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      // One open at a time: opening the next closes the first.
      await questions.filter({ hasText: '¿Cuánto pago si alquilo un mate?' }).click();
      await expect(page.getByText('Pagás el precio por día', { exact: false })).toBeVisible();
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await question.click();
      await expect(answer).toBeHidden();
    });

    test('"Iniciar Sesión" leads to a page that says what to do, and back', async ({ page }) => {
      await page.goto('/faq');
      const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' });
      await expect(signIn).toHaveAttribute('href', '/auth?redirect=%2Ffaq');
      await signIn.click();
      await expect(page).toHaveURL('/auth?redirect=%2Ffaq');
      await expect(page.getByRole('heading', { level: 1, name: 'Completá tu registro' })).toBeVisible();
      await expect(
        page.getByText('Para iniciar sesión necesitás activar JavaScript en tu navegador.', { exact: false }),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Buscar Mates' }).click();
      await expect(page).toHaveURL('/mates');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mates disponibles para alquilar' }),
      ).toBeVisible();
    });
  });
}

test.describe('without JavaScript, on a phone', () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('the menu button opens the navigation, whose links lead on', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    const links = navigation.getByRole('link', { name: 'FAQ' });
    await expect(links).toBeHidden();
    await page.getByLabel('Abrir menú').click();
    await expect(navigation.getByRole('link', { name: 'Buscar Mates' })).toBeVisible();
    await expect(links).toBeVisible();
    await links.click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
  });
});
