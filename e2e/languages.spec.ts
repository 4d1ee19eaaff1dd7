import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAsNewTraveller, test } from './fixtures';

const menu = (page: Page) => page.getByRole('combobox', { name: 'Idioma' });

test('a visitor chooses a language in the footer, by keyboard, and the same page opens in it', async ({
  page,
}) => {
  await page.goto('/faq?origen=pie#contacto');
  const select = menu(page);
  await expect(select).toHaveValue('es');
  await expect(select.locator('option')).toHaveText(['Español', 'English', 'Português (Brasil)']);
  await expectAccessible(page, 'footer');

  // Reached like any field, and changed with the arrow keys: English follows Español.
  await select.focus();
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/en\/faq\?origen=pie#contacto$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'ronda_lang')).toMatchObject({
    value: 'en',
    path: '/',
    sameSite: 'Lax',
  });
});

test('on /perfil the choice is also saved in the profile, and the page moves on whatever the answer', async ({
  page,
}) => {
  await signInAsNewTraveller(page, `Idiomas ${Date.now().toString(36)}`);
  await page.goto('/perfil');
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/profile/language'),
  );
  await page.getByRole('main').getByRole('combobox', { name: 'Idioma' }).selectOption('pt-BR');
  expect((await saved).postDataJSON()).toEqual({ language: 'pt-BR' });
  await expect(page).toHaveURL(/\/pt-BR\/perfil$/);
});
