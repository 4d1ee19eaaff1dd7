import {
  expect,
  expectAccessible,
  publishMateThroughForm,
  signIn,
  signInAsNewTraveller,
  test,
  uniqueEmail,
} from './fixtures';

test('editing the profile shows on the public profile', async ({ page, openPage }) => {
  const stamp = Date.now().toString(36);
  await signInAsNewTraveller(page, `Perfil ${stamp}`);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: `Perfil ${stamp}` })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Viajero', { exact: true })).toBeVisible();
  for (const label of ['Publicaciones', 'Alquilados', 'Reservas', 'Valoraciones']) {
    await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre público')).toBeFocused();
  const newName = `Renombrada ${stamp}`;
  await page.getByLabel('Nombre público').fill(newName);
  await page.getByLabel('Sobre mí').fill('Cebo mates amargos en Valencia.');
  await expect(page.getByText('31/500')).toBeVisible();
  const city = page.getByRole('combobox', { name: 'Ubicación' });
  await city.fill('valen');
  await page.getByRole('option', { name: 'Valencia, España' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tu perfil se actualizó correctamente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  // Saving closes the form's dialog and gives focus back to the button that opened it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeFocused();

  await page.getByRole('link', { name: 'Ver perfil público' }).click();
  await expect(page).toHaveURL(`/u/${encodeURIComponent(newName)}`);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('Cebo mates amargos en Valencia.')).toBeVisible();

  // Anyone can read it, without signing in; the e-mail never shows.
  const visitor = await openPage();
  await visitor.goto(`/u/${encodeURIComponent(newName)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(visitor.getByText('@ejemplo.com')).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.goto('/u/nadie-se-llama-asi');
  await expect(visitor.getByRole('heading', { name: 'Usuario no encontrado' })).toBeVisible();
});

test('the chips filter Mis Publicaciones', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAsNewTraveller(page, `Chips ${stamp}`);
  await publishMateThroughForm(page, `Activo ${stamp}`, false);
  await publishMateThroughForm(page, `Pausado ${stamp}`, false);
  await page.getByRole('button', { name: `Pausar: Pausado ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, pausar' }).click();
  await expect(page.getByText('Tu publicación quedó pausada')).toBeVisible();

  await page.goto('/perfil/mates');
  const chips = page.getByRole('group', { name: 'Mis Publicaciones' });
  await expect(chips.getByRole('button', { name: 'Todos (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'Disponibles (1)' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Reservados (0)' })).toBeVisible();
  await chips.getByRole('button', { name: 'Inactivos (1)' }).click();
  const grid = page.getByRole('list', { name: 'Mis Publicaciones: Inactivos' });
  await expect(grid.getByRole('article')).toHaveCount(1);
  await expect(grid).toContainText(`Pausado ${stamp}`);
  await chips.getByRole('button', { name: 'Disponibles (1)' }).click();
  await expect(page.getByRole('list', { name: 'Mis Publicaciones: Disponibles' })).toContainText(
    `Activo ${stamp}`,
  );
  await expect(page.getByRole('link', { name: 'Ver Todos' })).toHaveAttribute('href', '/mis-mates');
  await expectAccessible(page);
});

test('a Visitante sees register prompts on /perfil', async ({ page }) => {
  await signIn(page, { email: uniqueEmail(), name: 'Visita' });
  await page.goto('/perfil');
  await expect(page.getByRole('main').getByText('Visitante', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Completar registro' }).first()).toHaveAttribute(
    'href',
    '/auth?redirect=%2Fperfil',
  );
});

test('the FAQ answers open with the keyboard and the contact form answers', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
  const questions = page.getByRole('main').locator('summary');
  await expect(questions).toHaveCount(8);
  const first = questions.filter({ hasText: '¿Usar Ronda tiene algún costo?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Usar Ronda es gratis', { exact: false })).toBeVisible();
  await page.keyboard.press('Tab');
  const second = questions.filter({ hasText: '¿Cuánto pago si alquilo un mate?' });
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(
    page.getByText('Pagás el precio por día que publicó el anfitrión', { exact: false }),
  ).toBeVisible();
  // One answer open at a time.
  await expect(page.getByText('Usar Ronda es gratis', { exact: false })).toBeHidden();
  await expectAccessible(page);

  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('Ingresá un correo electrónico válido')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('ana@ejemplo.com');
  await page.getByLabel('Comentarios').fill('¿Puedo publicar dos mates?');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('¡Consulta enviada exitosamente! Te responderemos pronto.')).toBeVisible();
  await expect(page.getByLabel('Comentarios')).toHaveValue('');
});

test('footer links reach their targets', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL('/faq#contacto');
  await expect(page.getByRole('heading', { name: 'Contacto', exact: true })).toBeInViewport();
  await footer.getByRole('link', { name: 'Ayuda' }).click();
  await expect(page).toHaveURL('/faq#faq-top');
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeInViewport();
  await footer.getByRole('link', { name: 'Términos de Servicio' }).click();
  await expect(page.getByRole('heading', { name: 'Términos de Servicio' })).toBeInViewport();
  await footer.getByRole('link', { name: 'Política de Privacidad' }).click();
  await expect(page.getByRole('heading', { name: 'Política de Privacidad' })).toBeInViewport();
  await footer.getByRole('link', { name: 'Buscar Mates' }).click();
  await expect(page).toHaveURL('/mates');
  await footer.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL('/');
  await expect(footer.getByRole('link', { name: 'Seguinos en Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ronda.mate',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the longest public name wraps instead of widening the page', async ({ page }) => {
    const name = `W${'w'.repeat(23)}${Date.now().toString(36).slice(-6)}`; // 30 letters, no space
    await signInAsNewTraveller(page, name);
    for (const path of ['/perfil', `/u/${name}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // A phone widens its layout viewport to fit overflowing content, so compare with the screen itself.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(390);
    }
  });
});

test('"Notificaciones" turns a category\'s e-mail off, and it stays off after a reload', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAsNewTraveller(page, `Avisos ${stamp}`);
  await page.goto('/perfil#notificaciones');
  const section = page.getByRole('region', { name: 'Notificaciones' });
  const bookings = section.getByRole('switch', { name: 'Correo: Reservas' });
  await expect(bookings).toBeChecked();
  await bookings.click();
  await expect(page.getByText('Ya no vas a recibir correos de Reservas')).toBeVisible();
  await expect(bookings).not.toBeChecked();
  // Pushes need this browser's permission; refused, the section says how to allow them.
  const enable = section.getByRole('button', { name: 'Activar notificaciones en este dispositivo' });
  await enable.click();
  await expect(section.getByRole('alert')).toContainText('Bloqueaste las notificaciones de Ronda');
  await expectAccessible(page, '#notificaciones');

  await page.reload();
  await expect(section.getByRole('switch', { name: 'Correo: Reservas' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Correo: Mensajes' })).toBeChecked();

  // A broken unsubscribe link says so in Spanish and points to the preferences.
  await page.goto('/correos/baja?token=enlace-roto-de-un-correo');
  await expect(page.getByRole('heading', { level: 1, name: 'Dejar de recibir correos' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Este enlace para dejar de recibir correos no es válido',
  );
  await expect(page.getByRole('link', { name: 'Elegir qué correos recibir' })).toBeVisible();
  await expectAccessible(page);
});
