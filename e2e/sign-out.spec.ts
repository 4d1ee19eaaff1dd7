import { DEMO, expect, expectAccessible, signInLink, signInThroughModal, test, userMenu } from './fixtures';

test('a sign-out the server misses still signs out, across reloads, and is finished later', async ({
  page,
}) => {
  await page.goto('/');
  await signInThroughModal(page, { demo: DEMO.sofia });
  await expect(userMenu(page)).toBeVisible();
  const signInButton = signInLink(page);
  const sessionUser = async () =>
    ((await (await page.request.get('/api/session')).json()) as { user: unknown }).user;
  const pending = () => page.evaluate(() => localStorage.getItem('ronda.signOutPending'));

  await page.route('**/api/auth/sign-out', (route) =>
    route.fulfill({ status: 500, json: { error: 'Error interno del servidor' } }),
  );
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByText('Error al cerrar sesión. Usando método de emergencia...')).toBeVisible();
  await expect(signInButton).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  await expectAccessible(page);
  // The server never heard of it: the cookie still opens a session, yet the app does not trust it.
  expect(await sessionUser()).not.toBeNull();
  expect(await pending()).not.toBeNull();

  await page.reload();
  await expect(signInButton).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  expect(await pending()).not.toBeNull();

  // With the server back, the next start finishes the sign-out before trusting anything.
  await page.unroute('**/api/auth/sign-out');
  await page.reload();
  await expect(signInButton).toBeVisible();
  await expect.poll(pending).toBeNull();
  expect(await sessionUser()).toBeNull();
  await expect(userMenu(page)).toHaveCount(0);
});
