import { addDays, rentalToday } from '../src/shared/rental-dates';
import {
  DEMO,
  expect,
  expectAccessible,
  publishMateByApi,
  signIn,
  signInAsNewTraveller,
  test,
} from './fixtures';

test('after a completed rental both sides review each other; each review shows only once both are in', async ({
  page: guest,
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const hostName = `Anfitriona V ${stamp}`;
  const guestName = `Viajero V ${stamp}`;
  const mateName = `Mate valorado ${stamp}`;
  const today = rentalToday(new Date());

  // A rental of today, confirmed and returned: completed, so both are invited.
  const host = await openPage();
  await signInAsNewTraveller(host, hostName);
  const mateId = await publishMateByApi(host, mateName);
  await signInAsNewTraveller(guest, guestName);
  const booked = await guest.request.post(`/api/mates/${mateId}/bookings`, {
    data: { startDate: today, endDate: addDays(today, 1) },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { bookingId: string }).bookingId;
  for (const action of ['confirm', 'complete']) {
    expect((await host.request.post(`/api/bookings/${bookingId}/${action}`)).status()).toBe(200);
  }

  // The guest arrives from the invitation's link: the card opens the review dialog.
  await guest.goto(`/perfil/reservas?reserva=${bookingId}`);
  const dialog = guest.getByRole('dialog', { name: `Valorá a ${hostName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    new RegExp(`^Tu valoración queda oculta hasta que ${hostName} deje la suya o hasta el `),
  );
  await expect(dialog.getByText('Tu valoración queda oculta')).toHaveCount(1);
  await expectAccessible(guest);
  await dialog.getByRole('button', { name: 'Publicar valoración' }).click();
  await expect(dialog.getByText('Elegí una puntuación de 1 a 5 estrellas')).toBeVisible();
  const stars = dialog.getByRole('radiogroup', { name: 'Puntuación' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  // Keyboard: from the first star, the arrows move along the stars; Space chooses the one in focus.
  await stars.getByRole('radio', { name: '1 estrella' }).click();
  for (const n of [2, 3, 4, 5]) {
    await guest.keyboard.press('ArrowRight');
    const star = stars.getByRole('radio', { name: `${n} estrellas` });
    await expect(star).toBeFocused();
    await guest.keyboard.press('Space');
    await expect(star).toBeChecked();
  }
  await dialog
    .getByLabel('Comentario')
    .fill('Todo impecable, el termo conserva el agua caliente todo el día.');
  await dialog.getByRole('button', { name: 'Publicar valoración' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(guest.getByText(`Oculta hasta que ${hostName} deje la suya`)).toBeVisible();

  // Hidden from everyone else until the host writes theirs.
  const hostProfile = `/u/${encodeURIComponent(hostName)}`;
  await host.goto(hostProfile);
  const hostReviews = host.getByRole('region', { name: 'Valoraciones' });
  await expect(hostReviews).toContainText('Todavía no tiene valoraciones.');

  await host.goto('/perfil/reservas');
  await host.getByRole('button', { name: `Dejá tu valoración: ${mateName}` }).click();
  const hostDialog = host.getByRole('dialog', { name: `Valorá a ${guestName}` });
  await hostDialog.getByRole('radio', { name: '4 estrellas' }).click();
  await hostDialog.getByRole('button', { name: 'Publicar valoración' }).click();
  await expect(hostDialog).toHaveCount(0);
  // Both in: the host reads the guest's review on the card and answers it.
  await expect(host.getByText('Todo impecable, el termo conserva')).toBeVisible();
  await host.getByRole('button', { name: 'Responder' }).click();
  await host.getByLabel('Respuesta').fill('¡Gracias por cuidarlo!');
  await host.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(host.getByText('¡Gracias por cuidarlo!')).toBeVisible();

  await host.goto(hostProfile);
  await expect(hostReviews).toContainText('5.0');
  await expect(hostReviews).toContainText('1 valoración');
  await expect(hostReviews).toContainText('Todo impecable, el termo conserva');
  await expect(hostReviews).toContainText(`Respuesta de ${hostName}`);
  await expect(hostReviews.getByRole('link', { name: mateName })).toBeVisible();
  await expectAccessible(host);

  await guest.goto(`/u/${encodeURIComponent(guestName)}`);
  await expect(guest.getByRole('region', { name: 'Valoraciones' })).toContainText('4.0');

  // The mate shows its guests' review, and its card the average.
  await guest.goto(`/mates/${mateId}`);
  await expect(guest.getByRole('region', { name: 'Valoraciones' })).toContainText('Todo impecable');
  await guest.goto(`/mates?q=${encodeURIComponent(mateName)}`);
  await expect(guest.getByRole('img', { name: '5.0 de 5 estrellas, 1 valoración' })).toBeVisible();
});

test('an invitation whose 14 days are over reads as ended, and its card invites no more', async ({
  page,
}) => {
  await signIn(page, { demo: DEMO.joaquin });
  // The demo's rental Joaquín returned 24 days ago, which he never reviewed.
  const { bookings } = (await (await page.request.get('/api/bookings/mine')).json()) as {
    bookings: Array<{
      id: string;
      mate: { name: string };
      reviews: { mine: unknown; windowEnd: string | null };
    }>;
  };
  const old = bookings.find((b) => b.reviews.windowEnd && !b.reviews.mine);
  expect(old).toBeTruthy();
  const { notifications } = (await (await page.request.get('/api/notifications?limit=50')).json()) as {
    notifications: Array<{ type: string; text: string; link: string }>;
  };
  const invitation = notifications.find((n) => n.type === 'review_invite' && n.link.endsWith(old!.id));
  expect(invitation?.text).toContain(`El plazo para valorar la reserva de "${old!.mate.name}"`);
  expect(invitation?.text).toMatch(/\) terminó el \d/);

  await page.goto(invitation!.link);
  const card = page.locator(`#booking-${old!.id}`);
  await expect(card.getByText(/^El plazo para valorar esta reserva terminó el /)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Dejá tu valoración/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
