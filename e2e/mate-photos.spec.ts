import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  pickPlace,
  publishMateByApi,
  signInAsNewTraveller,
  test,
} from './fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Photos told apart by their shape, which the server's renditions keep: wide, square and tall. */
async function shapedPhoto(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#8a6b3d' } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
const WIDE = 4 / 3;
const SQUARE = 1;
const TALL = 2 / 3;

/** Width over height of an image once it has loaded. */
async function shapeOf(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
}

async function expectShapes(images: Locator, shapes: number[]) {
  await expect(images).toHaveCount(shapes.length);
  for (const [i, shape] of shapes.entries()) expect(await shapeOf(images.nth(i))).toBeCloseTo(shape, 1);
}

async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const area = (await target.boundingBox())!;
  const y = area.y + area.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  await page.mouse.move(area.x + area.width * from, y);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * to, y, { steps: 5 });
  await page.mouse.up();
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a host publishes several photos, orders them by keyboard and picks the cover; visitors browse them', async ({
      page,
    }) => {
      const stamp = `${size.name}${Date.now().toString(36)}`;
      const name = `Mate con fotos ${stamp}`;
      await signInAsNewTraveller(page, `Fotos ${stamp}`);
      await page.goto('/publicar');
      await page.getByLabel('Nombre', { exact: true }).fill(name);
      await page.getByLabel('Precio por día (€)').fill('4');
      await pickPlace(page, 'Ubicación', 'teruel', 'Teruel, España');

      // Three photos picked at once, in the order picked: the first is the cover.
      await page
        .getByLabel('Fotos', { exact: true })
        .setInputFiles([
          await shapedPhoto('ancha.jpg', 1200, 900),
          await shapedPhoto('cuadrada.jpg', 900, 900),
          await shapedPhoto('alta.jpg', 600, 900),
        ]);
      await expect(page.getByText('3/8')).toBeVisible();
      const previews = page.getByRole('img', { name: /^Foto \d de 3$/ });
      await expectShapes(previews, [WIDE, SQUARE, TALL]);
      await expectAccessible(page);

      // The keyboard moves the first photo one place later; the focus stays on the button, which moved.
      await page.getByRole('button', { name: 'Mover después (Foto 1 de 3)' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Mover después (Foto 2 de 3)' })).toBeFocused();
      await expect(page.getByText('Foto movida al lugar 2 de 3')).toBeAttached();
      await expectShapes(previews, [SQUARE, WIDE, TALL]);

      // The last photo becomes the cover: first, the others after it in their order.
      await page.getByRole('button', { name: 'Usar como portada (Foto 3 de 3)' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Portada (Foto 1 de 3)' })).toBeFocused();
      await expectShapes(previews, [TALL, SQUARE, WIDE]);

      const published = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/mates'),
      );
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const { id } = (await (await published).json()) as { id: string };
      await expect(page.getByText('✅ Tu mate fue publicado con éxito.')).toBeVisible();
      await expect(page).toHaveURL('/mis-mates');

      // The API agrees: three photos, the chosen cover first and also the mate's image.
      const mate = (await (await page.request.get(`/api/mates/${id}`)).json()) as {
        imageUrl: string;
        photos: { url: string }[];
      };
      expect(mate.photos).toHaveLength(3);
      expect(mate.imageUrl).toBe(mate.photos[0]!.url);

      // The mate's page: the cover first, "1 de 3", and its link preview shows the cover.
      await page.goto(`/mates/${id}`);
      const gallery = page.getByRole('region', { name: `Fotos de ${name}` });
      const shown = gallery.getByRole('img');
      await expect(gallery.getByText('1 de 3')).toBeVisible();
      expect(await shapeOf(shown)).toBeCloseTo(TALL, 1);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`${mate.imageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expectAccessible(page);

      // Arrows: the button, then the keys while a control has the focus.
      const next = gallery.getByRole('button', { name: 'Foto siguiente' });
      await next.click();
      await expect(gallery.getByText('2 de 3')).toBeVisible();
      expect(await shapeOf(shown)).toBeCloseTo(SQUARE, 1);
      await next.focus();
      await page.keyboard.press('ArrowRight');
      await expect(gallery.getByText('3 de 3')).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(gallery.getByText('2 de 3')).toBeVisible();
      // A swipe to the left shows the next photo; past the last comes the first.
      await swipe(page, shown, 'left');
      await expect(gallery.getByText('3 de 3')).toBeVisible();
      expect(await shapeOf(shown)).toBeCloseTo(WIDE, 1);
      await next.click();
      await expect(gallery.getByText('1 de 3')).toBeVisible();

      // Full screen, opened from the keyboard, on the photo showing; Escape gives the focus back.
      const opener = gallery.getByRole('button', { name: 'Ver en pantalla completa' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Fotos de ${name}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('1 de 3')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText('2 de 3')).toBeVisible();
      expect(await shapeOf(dialog.getByRole('img'))).toBeCloseTo(SQUARE, 1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // The page's gallery stayed with the photo looked at last.
      await expect(gallery.getByText('2 de 3')).toBeVisible();

      // Closing with × gives the focus back too.
      await opener.click();
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test('on the edit page, photos are added, given a cover and removed as they change', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAsNewTraveller(page, `Editora ${stamp}`);
  const id = await publishMateByApi(page, `Mate sin fotos ${stamp}`);
  const photosOf = async () =>
    ((await (await page.request.get(`/api/mates/${id}`)).json()) as { photos: { url: string }[] }).photos;

  await page.goto(`/editar-mate/${id}`);
  await expect(page.getByText('0/8')).toBeVisible();
  // Something that is not an image is refused where it was picked, and nothing is sent.
  await page
    .getByLabel('Fotos', { exact: true })
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByText('Por favor selecciona un archivo de imagen válido')).toBeVisible();

  await page
    .getByLabel('Fotos', { exact: true })
    .setInputFiles([await shapedPhoto('ancha.jpg', 1200, 900), await shapedPhoto('alta.jpg', 600, 900)]);
  await expect(page.getByText('2/8')).toBeVisible();
  await expect.poll(async () => (await photosOf()).length).toBe(2);
  const listed = page.getByRole('img', { name: /^Foto \d de 2$/ });
  await expectShapes(listed, [WIDE, TALL]);
  await expectAccessible(page);

  // Saved at once: the tall photo becomes the cover, the focus staying on its button.
  await page.getByRole('button', { name: 'Usar como portada (Foto 2 de 2)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Portada (Foto 1 de 2)' })).toBeFocused();
  await expectShapes(listed, [TALL, WIDE]);
  const [cover] = await photosOf();
  await page.goto(`/mates/${id}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`${cover!.url}$`),
  );

  await page.goto(`/editar-mate/${id}`);
  await page.getByRole('button', { name: 'Quitar foto (Foto 1 de 2)' }).click();
  await expect(page.getByRole('button', { name: 'Agregar fotos' })).toBeFocused();
  await expect(page.getByText('1/8')).toBeVisible();
  await expect.poll(async () => (await photosOf()).length).toBe(1);
  await expectShapes(page.getByRole('img', { name: 'Foto 1 de 1' }), [WIDE]);
});

test('a file renamed as a photo is refused by name when picked; a photo the server refuses is named, with why', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Mate con foto falsa ${stamp}`;
  await signInAsNewTraveller(page, `Falsa ${stamp}`);
  await page.goto('/publicar');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Precio por día (€)').fill('3');
  await pickPlace(page, 'Ubicación', 'teruel', 'Teruel, España');
  const input = page.getByLabel('Fotos', { exact: true });

  // A text file named like a JPEG: its bytes say it is no image, so it never joins the list.
  await input.setInputFiles([
    await shapedPhoto('ancha.jpg', 1200, 900),
    { name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una foto, es texto') },
  ]);
  await expect(
    page.getByText('«falsa.jpg» no es una imagen que podamos usar: elegí un JPG, PNG o WebP.'),
  ).toBeVisible();
  await expect(page.getByText('1/8')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Foto \d de \d$/ })).toHaveCount(1);
  await expect(input).toHaveAccessibleDescription(/«falsa\.jpg» no es una imagen/);

  // Starts like a JPEG but is cut short: only the server, decoding it, finds out.
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('y después nada')]);
  await input.setInputFiles({ name: 'rota.jpg', mimeType: 'image/jpeg', buffer: broken });
  await expect(page.getByText('2/8')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();

  // Published with its cover; the edit page names the photo that did not arrive, says why, offers to resend.
  await expect(page).toHaveURL(/\/editar-mate\//);
  const notSent = page.getByRole('alert').filter({ hasText: 'Estas fotos no se subieron:' });
  await expect(notSent.getByRole('listitem')).toHaveText([/^«rota\.jpg»: .+/]);
  await expect(page.getByText('1/8')).toBeVisible();
  await expectAccessible(page);
  await notSent.getByRole('button', { name: 'Volver a subirlas' }).click();
  await expect(notSent).toBeHidden();
  await expect(page.getByText(/^No se pudo subir: .+/)).toBeVisible();
  // The list went with the resend: coming back to the page does not show it again.
  await page.reload();
  await expect(page.getByText('1/8')).toBeVisible();
  await expect(page.getByText('Estas fotos no se subieron:')).toBeHidden();
});
