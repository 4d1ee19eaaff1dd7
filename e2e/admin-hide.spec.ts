import type { Page } from '@playwright/test';
import { expect, expectAccessible, publishMateByApi, signIn, signInAsNewTraveller, test } from './fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Opens a report's reason dialog, refuses an empty reason, then hides with one. */
async function hideWithReason(page: Page, button: RegExp, title: string, reason: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: title }).click();
  // Sent empty: it says the reason is required, beside the box, which takes focus.
  await expect(dialog.getByText('Contanos el motivo')).toBeVisible();
  await expect(dialog.getByLabel('Motivo')).toBeFocused();
  await expect(dialog.getByLabel('Motivo')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: title }).click();
  await expect(dialog).toBeHidden();
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('an operator hides a reported mate and a reported message with a reason', async ({
      page,
      openPage,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${size.name} ${Date.now().toString(36)}`;
      // A host of our own with a mate of their own (parallel tests never share them), and a writer.
      const host = await openPage();
      await signInAsNewTraveller(host, `Anfitriona ${stamp}`);
      const mateName = `Mate reportado ${stamp}`;
      const mateId = await publishMateByApi(host, mateName);
      const writer = await openPage();
      await signInAsNewTraveller(writer, `Escribe ${stamp}`);
      const written = `Pagame por fuera y te lo llevo ${stamp}`;
      const contact = await writer.request.post(`/api/mates/${mateId}/messages`, {
        data: { content: written },
      });
      expect(contact.status()).toBe(201);
      const { conversationId } = (await contact.json()) as { conversationId: string };
      const thread = (await (await host.request.get(`/api/conversations/${conversationId}`)).json()) as {
        messages: Array<{ id: string; content: string }>;
      };
      for (const [by, data] of [
        [host, { targetType: 'message', targetId: thread.messages[0]!.id, reason: 'fraud' }],
        [writer, { targetType: 'mate', targetId: mateId, reason: 'spam' }],
      ] as const) {
        expect((await by.request.post('/api/reports', { data })).status()).toBe(201);
      }

      await signIn(page, { demo: 'Equipo Ronda' });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Panel de operación' })).toBeVisible();
      await hideWithReason(
        page,
        new RegExp(`^Ocultar mensaje: Mensaje: ${written}`),
        'Ocultar mensaje',
        `Pide pagar por fuera ${stamp}`,
      );
      // Each report stays in place, saying how it ended, with its buttons gone.
      const messageReport = page.getByRole('listitem').filter({ hasText: written });
      await expect(page.getByRole('status').filter({ hasText: 'Mensaje oculto' })).toBeVisible();
      await expect(messageReport).toContainText('Mensaje oculto');
      await expect(messageReport.getByRole('button')).toHaveCount(0);
      await hideWithReason(
        page,
        new RegExp(`^Ocultar mate: Mate: ${mateName}`),
        'Ocultar mate',
        `Anuncio repetido ${stamp}`,
      );
      const mateReport = page.getByRole('listitem').filter({ hasText: mateName });
      await expect(page.getByRole('status').filter({ hasText: 'Mate oculto' })).toBeVisible();
      await expect(mateReport).toContainText('Mate oculto');
      await expect(mateReport.getByRole('button')).toHaveCount(0);
      // Opened again, the console lists only the open reports (the demo's is one): neither of ours.
      await page.reload();
      await expect(
        page.getByRole('tabpanel', { name: 'Reportes' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(messageReport).toHaveCount(0);
      await expect(mateReport).toHaveCount(0);

      // The log names both actions with their reasons.
      await page
        .getByRole('tablist', { name: 'Secciones del panel' })
        .getByRole('tab', { name: 'Registro' })
        .click();
      await expect(
        page.getByRole('listitem').filter({ hasText: `Pide pagar por fuera ${stamp}` }),
      ).toContainText('ocultó un mensaje');
      await expect(page.getByRole('listitem').filter({ hasText: `Anuncio repetido ${stamp}` })).toContainText(
        'ocultó un mate',
      );

      // Both participants read that the team hid the message, not its words.
      for (const participant of [host, writer]) {
        await participant.goto(`/conversations/${conversationId}`);
        await expect(participant.getByText('Mensaje oculto por el equipo de Ronda.')).toBeVisible();
        await expect(participant.getByText(written)).toHaveCount(0);
      }
      // The mate is out of Ronda: its host reads why.
      await host.goto('/mis-mates');
      await expect(
        host.getByText(`El equipo de Ronda ocultó este mate: Anuncio repetido ${stamp}`),
      ).toBeVisible();
    });
  });
}
