import {
  DEMO,
  demoMate,
  expect,
  expectAccessible,
  signIn,
  signInLink,
  signInThroughModal,
  test,
  uniqueEmail,
  userMenu,
} from './fixtures';

test('a visitor opens the home page and the login modal, then keeps exploring', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unimos viajeros sin mate con quienes los comparten' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explorá mates cerca tuyo' })).toHaveAttribute(
    'href',
    '/mates',
  );
  await expect(page.getByRole('link', { name: 'Publicá tu mate' })).toHaveAttribute('href', '/publicar');
  await expectAccessible(page);

  await signInLink(page).click();
  const dialog = page.getByRole('dialog', { name: 'Unite a la comunidad' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar con Email' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Seguir explorando' }).click();
  await expect(dialog).toBeHidden();
});

test('sign in through the development provider, stay signed in, register and sign out', async ({ page }) => {
  await page.goto('/');
  await signInThroughModal(page, { email: uniqueEmail('nueva'), name: 'Valentina' });
  await expect(page).toHaveURL('/');
  await expect(userMenu(page)).toHaveAccessibleName('Menú de usuario: Valentina, Visitante');

  await page.reload();
  await expect(userMenu(page)).toHaveAccessibleName('Menú de usuario: Valentina, Visitante');

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Completá tu registro' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nombre público').fill(`Vale ${Date.now().toString(36)}`);
  const city = page.getByRole('combobox', { name: 'Ciudad' });
  await city.fill('valen');
  await expect(page.getByRole('option', { name: 'Valencia, España' })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Valencia, España');
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(page.getByText('Tenés que aceptar los términos para continuar')).toBeVisible();
  await page.getByLabel('Acepto los Términos de Servicio y la Política de Privacidad').check();
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(page.getByRole('button', { name: 'Completar registro' })).toHaveCount(0);
  await expect(userMenu(page)).toHaveAccessibleName(/, Viajero$/);

  await userMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Conversaciones' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Mis Mates' })).toHaveCount(0);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(signInLink(page)).toBeVisible();
  await page.reload();
  await expect(signInLink(page)).toBeVisible();
});

test('a page that needs sign-in brings you back to it after signing in', async ({ page }) => {
  await page.goto('/contactos');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar con Google' }).click();
  await page.getByLabel('Correo electrónico').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL('/contactos');
  await expect(page.getByRole('heading', { name: 'Mis Contactos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Todavía no tenés contactos' })).toBeVisible();
  await expectAccessible(page);
});

test('a demo account signs in with one click', async ({ page }) => {
  await page.goto('/');
  await signInThroughModal(page, { demo: 'Martín Gómez' });
  await expect(userMenu(page)).toHaveAccessibleName(/^Menú de usuario: Martín_BCN, /);
});

test('unknown pages show the 404 page in voseo', async ({ page }) => {
  const response = await page.goto('/esto-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
  await expectAccessible(page);
});

test('every route change starts at the top, and so does a click on the current page link', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Inicio' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('going back from a mate returns to the same place in the list', async ({ page }) => {
  await signIn(page, { demo: DEMO.sofia });
  await page.goto('/mates');
  const details = page
    .getByRole('list', { name: 'Mates disponibles para alquilar' })
    .getByRole('link', { name: /^Ver Detalles: / })
    .nth(6);
  await details.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const listY = await page.evaluate(() => window.scrollY);
  expect(listY).toBeGreaterThan(200);
  await details.click();
  await expect(page).toHaveURL(/\/mates\/[0-9a-f-]{36}$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/mates');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu button opens the navigation', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(navigation).toBeHidden();
    await page.getByLabel('Abrir menú').click();
    await expect(navigation.getByRole('link', { name: 'Buscar Mates' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Cerrar menú').click();
    await expect(navigation).toBeHidden();
    // Escape closes it too, and a link closes it on the way to its page. Escape is listened for once
    // the app has seen the menu open (its button says "Cerrar menú"): pressed before, it went unheard
    // under load.
    await page.getByLabel('Abrir menú').click();
    await expect(page.getByLabel('Cerrar menú')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(page.getByLabel('Abrir menú')).toBeFocused();
    await page.getByLabel('Abrir menú').click();
    await navigation.getByRole('link', { name: 'Buscar Mates' }).click();
    await expect(page).toHaveURL('/mates');
    await expect(navigation).toBeHidden();
  });
});

test('a Visitante registers from a prompt and lands back where they were', async ({ page, request }) => {
  const mate = await demoMate(request);
  await page.goto(`/mates/${mate.id}`);
  await signInThroughModal(page, { email: uniqueEmail('visita'), name: 'Visita' });
  await expect(page).toHaveURL(`/mates/${mate.id}`);
  await page.getByRole('link', { name: 'Completar registro' }).click();
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(`/mates/${mate.id}`)}`);
  await page.getByLabel('Nombre público').fill(`Visita ${Date.now().toString(36)}`);
  await page.getByLabel('Acepto los Términos de Servicio y la Política de Privacidad').check();
  await page.getByRole('button', { name: 'Completar registro' }).click();
  await expect(page.getByText('¡Listo! Ya sos parte de Ronda.')).toBeVisible();
  await expect(page).toHaveURL(`/mates/${mate.id}`);
  await expect(page.getByRole('button', { name: 'Reservar este mate' })).toBeVisible();
});

test('closing the login modal gives keyboard focus back to what opened it', async ({ page }) => {
  await page.goto('/');
  const signInButton = signInLink(page);
  await signInButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Unite a la comunidad' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signInButton).toBeFocused();
});
