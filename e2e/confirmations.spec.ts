import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

/**
 * The app's one "are you sure?": an alert dialog named by its question and described by what follows,
 * opening on the safe answer, keeping focus inside, and giving it back to the button that asked.
 */
async function expectConfirmation(
  page: Page,
  trigger: Locator,
  question: { name: string | RegExp; description: string | RegExp; cancel: string; confirm: string },
) {
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: question.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(question.description);
  await expect(dialog.getByRole('button', { name: question.cancel, exact: true })).toBeFocused();
  await expectAccessible(page);
  // Focus stays inside: Tab goes round its two answers.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: question.confirm, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: question.cancel, exact: true })).toBeFocused();

  // Escape and the safe answer both close it and give focus back to its trigger.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.press('Enter');
  await expect(dialog.getByRole('button', { name: question.cancel, exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: question.cancel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

test('deleting a mate and removing closed days ask the same accessible question', async ({ page }) => {
  await signIn(page, { demo: DEMO.lucia });
  await page.goto('/mis-mates');
  const mate = 'Mate de madera de algarrobo';
  await expectConfirmation(page, page.getByRole('button', { name: `Eliminar: ${mate}` }), {
    name: `¿Eliminar “${mate}”?`,
    description: /.+/,
    cancel: 'Cancelar',
    confirm: 'Sí, eliminar',
  });

  // Inside the closed-days dialog, the question closes alone and focus goes back to its "Quitar".
  await page.getByRole('button', { name: `Bloquear fechas: ${mate}` }).click();
  const closures = page.getByRole('dialog', { name: `Bloquear fechas de “${mate}”` });
  const remove = closures.getByRole('button', { name: /^Quitar: / }).first();
  await expectConfirmation(page, remove, {
    name: /^¿Quitar el bloqueo .+\?$/,
    description: 'Esos días vuelven a estar disponibles para reservar.',
    cancel: 'Dejarlo',
    confirm: 'Sí, quitar',
  });
  await expect(closures).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(closures).toHaveCount(0);
});

test('blocking a person asks the same accessible question', async ({ page }) => {
  await signIn(page, { demo: DEMO.lucia });
  await page.goto('/u/Mart%C3%ADn_BCN');
  await expectConfirmation(page, page.getByRole('button', { name: 'Bloquear usuario' }), {
    name: /^¿Bloquear a .+\?$/,
    description: /^No va a poder escribirte ni reservar tus mates/,
    cancel: 'Volver',
    confirm: 'Bloquear',
  });
});
