import type { Page } from '@playwright/test';
import { fill } from '../src/shared/format';
import { en } from '../src/shared/i18n/catalogues/en';
import { ptBR } from '../src/shared/i18n/catalogues/pt-BR';
import type { Locale } from '../src/shared/i18n/locales';
import { spanishCatalogue } from '../src/shared/messages/catalogue';
import {
  expect,
  expectAccessible,
  publishMateByApi,
  signIn,
  signInAsNewTraveller,
  spainDay,
  test,
  uniqueEmail,
} from './fixtures';

type Other = Exclude<Locale, 'es'>;
const CATALOGUES = { en, 'pt-BR': ptBR } as const;
/** What each language's browser asks for. */
const BROWSER_LOCALE: Record<Other, string> = { en: 'en-GB', 'pt-BR': 'pt-BR' };

/**
 * A text as `locale` writes it, found by its Spanish source: the journeys read like the Spanish ones and
 * follow the catalogues as they change.
 */
function translator(locale: Other) {
  const catalogue = CATALOGUES[locale] as unknown as Record<string, Record<string, unknown>>;
  return (spanish: string, values: Record<string, string | number> = {}) => {
    for (const [area, messages] of Object.entries(spanishCatalogue)) {
      for (const [key, text] of Object.entries(messages as Record<string, unknown>)) {
        if (text === spanish) return fill(catalogue[area]![key] as string, values as never);
      }
    }
    throw new Error(`no Spanish message "${spanish}"`);
  };
}

const DESKTOP = { viewport: { width: 1366, height: 900 } };

for (const locale of ['en', 'pt-BR'] as const) {
  const t = translator(locale);

  test.describe(`in ${locale}`, () => {
    test.use({ ...DESKTOP, locale: BROWSER_LOCALE[locale] });

    test('a traveller finds a mate near them for their days, books it, chats with the host and reviews', async ({
      page: guest,
      openPage,
    }) => {
      test.setTimeout(150_000);
      const stamp = Date.now().toString(36);
      const mateName = `Mate viajero ${stamp}`;
      const hostName = `Anfitriona ${locale} ${stamp}`;
      const guestName = `Traveller ${locale} ${stamp}`;

      // The host speaks Spanish; what they write stays as written for everyone.
      const host = await openPage({ locale: 'es-AR' });
      await signInAsNewTraveller(host, hostName);
      const mateId = await publishMateByApi(host, mateName);
      const { area } = (await (await host.request.get(`/api/mates/${mateId}`)).json()) as {
        area: { latitude: number; longitude: number };
      };

      // The traveller's browser asks for their language: the Spanish address sends them on to it.
      await guest.context().setGeolocation({ latitude: area.latitude, longitude: area.longitude });
      await guest.context().grantPermissions(['geolocation']);
      await signInAsNewTraveller(guest, guestName);
      await guest.goto('/mates');
      await expect(guest).toHaveURL(new RegExp(`/${locale}/mates$`));
      await expect(guest.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        guest.getByRole('heading', { level: 1, name: t('Mates disponibles para alquilar') }),
      ).toBeVisible();

      // Near me, on given days.
      const filters = guest.getByRole('form', { name: t('Filtrar mates') });
      await filters.getByRole('button', { name: t('Cerca de mí') }).click();
      await filters.getByLabel(t('Desde'), { exact: true }).fill(spainDay(0));
      await filters.getByLabel(t('Hasta'), { exact: true }).fill(spainDay(1));
      await filters.getByRole('button', { name: t('Aplicar filtros') }).click();
      await expect(guest).toHaveURL(new RegExp(`/${locale}/mates\\?.*mode=near`));
      const card = guest.getByRole('article').filter({ hasText: mateName });
      await expect(card).toBeVisible();
      await expectAccessible(guest);
      await card.getByRole('link').first().click();
      await expect(guest).toHaveURL(new RegExp(`/${locale}/mates/${mateId}`));
      await expect(guest.getByRole('heading', { level: 1, name: mateName })).toBeVisible();
      await expectAccessible(guest);

      // The booking, in the traveller's words and language.
      const panel = guest.getByRole('region', { name: t('Precio y reserva') });
      await expect(panel.getByLabel(t('Desde'), { exact: true })).toHaveValue(spainDay(0));
      await expect(panel.getByLabel(t('Hasta'), { exact: true })).toHaveValue(spainDay(1));
      await panel
        .getByLabel(t('Mensaje para el anfitrión (opcional)'))
        .fill('Hola! Can I pick it up at six?');
      await panel.getByRole('button', { name: t('Reservar este mate') }).click();
      await guest.waitForURL(new RegExp(`/${locale}/conversations/[0-9a-f-]+$`));
      const log = guest.getByRole('log', { name: t('Mensajes') });
      await expect(log).toContainText('Hola! Can I pick it up at six?');
      await expectAccessible(guest);

      // The host, in Spanish, confirms and answers; the traveller reads it live.
      const { bookings } = (await (await host.request.get('/api/bookings/received')).json()) as {
        bookings: Array<{ id: string; mate: { id: string } }>;
      };
      const bookingId = bookings.find((booking) => booking.mate.id === mateId)!.id;
      expect((await host.request.post(`/api/bookings/${bookingId}/confirm`)).status()).toBe(200);
      await host.goto(guest.url().replace(/^https?:\/\/[^/]+\/[^/]+/, ''));
      await expect(host.locator('html')).toHaveAttribute('lang', 'es-AR');
      await expect(host.getByRole('log', { name: 'Mensajes' })).toContainText(
        'Hola! Can I pick it up at six?',
      );
      await host.getByLabel('Escribí un mensaje').fill('¡Dale! A las seis te espero.');
      await host.getByLabel('Escribí un mensaje').press('Enter');
      await expect(log).toContainText('¡Dale! A las seis te espero.');
      await guest.getByLabel(t('Escribí un mensaje')).fill('Perfect, thanks!');
      await guest.getByLabel(t('Escribí un mensaje')).press('Enter');
      await expect(host.getByRole('log', { name: 'Mensajes' })).toContainText('Perfect, thanks!');

      // Once the rental is over, the traveller reviews the host.
      expect((await host.request.post(`/api/bookings/${bookingId}/complete`)).status()).toBe(200);
      await guest.goto(`/${locale}/perfil/reservas?reserva=${bookingId}`);
      const dialog = guest.getByRole('dialog', { name: t('Valorá a {name}', { name: hostName }) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: t('{count} estrellas', { count: 5 }) }).click();
      await dialog.getByLabel(t('Comentario')).fill('Lovely mate, and a very kind host.');
      await expectAccessible(guest);
      await dialog.getByRole('button', { name: t('Publicar valoración') }).click();
      await expect(dialog).toHaveCount(0);
      await expectAccessible(guest);
    });
  });
}

/** The language menu, as each page's footer offers it. */
const languageMenu = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name });

test('a visitor chooses a language in the footer by keyboard, and it stays chosen on their next Spanish address', async ({
  page,
}) => {
  const t = translator('pt-BR');
  await page.goto('/faq?origen=pie');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  const menu = languageMenu(page, 'Idioma');
  await expect(menu.getByRole('link')).toHaveText(['Español', 'English', 'Português (Brasil)']);
  await expect(menu.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page, 'footer');
  await menu.getByRole('link', { name: 'Português (Brasil)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt-BR\/faq\?origen=pie$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: t('Preguntas Frecuentes') })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/faq$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'ronda_lang')).toMatchObject({
    value: 'pt-BR',
    path: '/',
    sameSite: 'Lax',
  });
  await expectAccessible(page);
  // Drawn by the server in Portuguese, with just the texts it shows (the whole catalogue loads after).
  const html = await (await page.request.get('/pt-BR/faq')).text();
  expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR">/);
  expect(html).toContain(`<h1`);
  expect(html).toContain('<script type="application/json" id="ronda-texts">{"');

  // A Spanish address now leads to Portuguese, and Spanish can be chosen back.
  await page.goto('/mates');
  await expect(page).toHaveURL(/\/pt-BR\/mates$/);
  await languageMenu(page, t('Idioma')).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/mates$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
});

test('on /perfil the choice is kept in the profile too, and follows the person to another device', async ({
  page,
  openPage,
}) => {
  const email = uniqueEmail('idiomas');
  const publicName = `Idiomas ${Date.now().toString(36)}`;
  await signIn(page, { email, name: publicName });
  const registered = await page.request.post('/api/registration', {
    data: { publicName, city: null, acceptTerms: true },
  });
  expect(registered.ok()).toBe(true);
  await page.goto('/perfil');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/profile/language'),
  );
  await page
    .getByRole('main')
    .getByRole('navigation', { name: 'Idioma' })
    .getByRole('link', { name: 'Português (Brasil)' })
    .click();
  expect((await saved).request().postDataJSON()).toEqual({ language: 'pt-BR' });
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/pt-BR\/perfil$/);

  // Another device, whose browser asks for Spanish: once signed in, it follows the profile.
  const other = await openPage({ locale: 'es-AR' });
  await signIn(other, { email });
  await other.goto('/faq');
  await expect(other).toHaveURL(/\/pt-BR\/faq$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('a page drawn in English works without the rest of its catalogue, as when the network drops', async ({
  page,
}) => {
  const t = translator('en');
  await page.route('**/assets/en-*.js', (route) => route.abort());
  await page.goto('/en/faq');
  await expect(page.getByRole('heading', { level: 1, name: t('Preguntas Frecuentes') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  // Its own texts came with it: the contact form's button reads in English.
  await expect(page.getByRole('button', { name: t('Enviar consulta') })).toBeVisible();
});
