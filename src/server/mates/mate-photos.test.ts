import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MateDetail, OwnMate } from '../../shared/schemas/mates.js';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { jpegPhoto, publishMate } from '../testing/mates-fixtures.js';
import { multipart, type UploadFile } from '../testing/multipart.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("a mate's photos", () => {
  let t: TestApp;
  let host: TestUser;
  let photo: UploadFile;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app);
    photo = await jpegPhoto(400, 300);
  });
  afterAll(() => t.close());

  const add = (user: TestUser, mateId: string, file: UploadFile = photo) =>
    user.request({ method: 'POST', url: `/api/mates/${mateId}/photos`, ...multipart({}, file) });
  const addOk = async (mateId: string) => {
    const response = await add(host, mateId);
    if (response.statusCode !== 200) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
    return response.json<OwnMate>();
  };
  const photosInDb = async (mateId: string) =>
    (
      await t.db.pool.query<{ id: string; image_key: string }>(
        'SELECT id, image_key FROM mate_photos WHERE mate_id = $1 ORDER BY position',
        [mateId],
      )
    ).rows;
  const coverKey = async (mateId: string) =>
    (await t.db.pool.query('SELECT image_key FROM mates WHERE id = $1', [mateId])).rows[0].image_key;

  it('publishes with one photo as the cover, and the list of photos names it', async () => {
    const mate = await publishMate(host, {}, photo);
    expect(mate.photos).toHaveLength(1);
    expect(mate.photos[0]).toMatchObject({ url: mate.imageUrl, thumbnailUrl: mate.thumbnailUrl });
    const withoutPhoto = await publishMate(host);
    expect(withoutPhoto.photos).toEqual([]);
  });

  it('adds photos after the cover, up to 8; a 9th is refused and changes nothing', async () => {
    const mate = await publishMate(host, {}, photo);
    let latest = mate;
    for (let i = 0; i < 7; i++) latest = await addOk(mate.id);
    expect(latest.photos).toHaveLength(8);
    expect(latest.imageUrl).toBe(mate.imageUrl);
    expect(latest.photos[0]!.id).toBe(mate.photos[0]!.id);

    const files = filesUnder(t.config.storageDir).length;
    const ninth = await add(host, mate.id);
    expect([ninth.statusCode, ninth.json().error]).toEqual([
      409,
      'Un mate puede tener hasta 8 fotos: quitá una antes de agregar otra',
    ]);
    expect(await photosInDb(mate.id)).toHaveLength(8);
    expect(filesUnder(t.config.storageDir)).toHaveLength(files);

    // Everyone sees them in the same order on the mate's page, the cover first.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/mates/${mate.id}` })).json<MateDetail>();
    expect(detail.photos.map((p) => p.id)).toEqual(latest.photos.map((p) => p.id));
    expect(detail.imageUrl).toBe(detail.photos[0]!.url);
  });

  it('gives a mate published without a photo its first one as the cover', async () => {
    const mate = await publishMate(host);
    const added = await addOk(mate.id);
    expect(added.photos).toHaveLength(1);
    expect(added.imageUrl).toBe(added.photos[0]!.url);
  });

  describe('refuses a bad file, changing nothing', () => {
    let mateId: string;
    beforeAll(async () => {
      mateId = (await publishMate(host, {}, photo)).id;
    });
    const attempt = async (file: UploadFile) => {
      const before = filesUnder(t.config.storageDir).length;
      const response = await add(host, mateId, file);
      expect(await photosInDb(mateId)).toHaveLength(1);
      expect(filesUnder(t.config.storageDir)).toHaveLength(before);
      return response;
    };

    it('text named .jpg', async () => {
      const response = await attempt({
        field: 'photo',
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('esto no es una imagen'),
      });
      expect([response.statusCode, response.json().error]).toEqual([400, 'El archivo debe ser una imagen']);
    });

    it('an image over 5 MB', async () => {
      const response = await attempt({
        field: 'photo',
        filename: 'enorme.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(6 * 1024 * 1024, 7),
      });
      expect([response.statusCode, response.json().error]).toEqual([413, 'La imagen debe ser menor a 5MB']);
    });

    it('no file at all', async () => {
      const response = await attempt({
        field: 'otra',
        filename: 'x.jpg',
        contentType: 'image/jpeg',
        data: photo.data,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('El archivo debe ser una imagen');
    });
  });

  it('reorders, chooses the cover, and keeps the mate image on the cover', async () => {
    const mate = await publishMate(host, {}, photo);
    await addOk(mate.id);
    const three = await addOk(mate.id);
    const [a, b, c] = three.photos.map((p) => p.id) as [string, string, string];

    const reordered = await host.request({
      method: 'PUT',
      url: `/api/mates/${mate.id}/photos`,
      payload: { photoIds: [c, a, b] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = reordered.json<OwnMate>();
    expect(after.photos.map((p) => p.id)).toEqual([c, a, b]);
    expect(after.imageUrl).toBe(after.photos[0]!.url);
    expect(await coverKey(mate.id)).toBe((await photosInDb(mate.id))[0]!.image_key);

    const covered = await host.request({ method: 'PUT', url: `/api/mates/${mate.id}/photos/${b}/cover` });
    expect(covered.json<OwnMate>().photos.map((p) => p.id)).toEqual([b, c, a]);
    expect(covered.json<OwnMate>().thumbnailUrl).toBe(covered.json<OwnMate>().photos[0]!.thumbnailUrl);
    // The public list (newest first) shows the cover on its card too.
    const card = (await t.app.inject({ method: 'GET', url: '/api/mates' }))
      .json<{ mates: { id: string; imageUrl: string }[] }>()
      .mates.find((m) => m.id === mate.id);
    expect(card?.imageUrl).toBe(covered.json<OwnMate>().photos[0]!.url);
  });

  it('refuses an order that misses, repeats or names a photo of another mate, changing nothing', async () => {
    const mate = await publishMate(host, {}, photo);
    const two = await addOk(mate.id);
    const [a, b] = two.photos.map((p) => p.id) as [string, string];
    const other = await publishMate(host, {}, photo);
    const foreign = other.photos[0]!.id;
    const put = (photoIds: unknown) =>
      host.request({ method: 'PUT', url: `/api/mates/${mate.id}/photos`, payload: { photoIds } });

    for (const [photoIds, message] of [
      [[b, foreign], 'Esa foto no es de este mate'],
      [[foreign, a, b], 'Esa foto no es de este mate'],
      [[b], 'El orden tiene que nombrar cada foto de este mate una sola vez'],
      [[b, b], 'El orden tiene que nombrar cada foto de este mate una sola vez'],
      [[a, b, a], 'El orden tiene que nombrar cada foto de este mate una sola vez'],
    ] as const) {
      const response = await put(photoIds);
      expect([response.statusCode, response.json().error]).toEqual([400, message]);
    }
    const notIds = await put(['x']);
    expect(notIds.statusCode).toBe(400);
    expect((await photosInDb(mate.id)).map((p) => p.id)).toEqual([a, b]);

    const foreignCover = await host.request({
      method: 'PUT',
      url: `/api/mates/${mate.id}/photos/${foreign}/cover`,
    });
    expect([foreignCover.statusCode, foreignCover.json().error]).toEqual([
      400,
      'Esa foto no es de este mate',
    ]);
    const foreignRemove = await host.request({
      method: 'DELETE',
      url: `/api/mates/${mate.id}/photos/${foreign}`,
    });
    expect([foreignRemove.statusCode, foreignRemove.json().error]).toEqual([
      404,
      'Esa foto no es de este mate',
    ]);
    expect(await photosInDb(other.id)).toHaveLength(1);
  });

  it('removes a photo and its files; removing the cover makes the next one the cover', async () => {
    const mate = await publishMate(host, {}, photo);
    const two = await addOk(mate.id);
    const [a, b] = two.photos.map((p) => p.id) as [string, string];
    const keyOfA = (await photosInDb(mate.id))[0]!.image_key;
    const removed = await host.request({ method: 'DELETE', url: `/api/mates/${mate.id}/photos/${a}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<OwnMate>().photos.map((p) => p.id)).toEqual([b]);
    expect(removed.json<OwnMate>().imageUrl).toBe(two.photos[1]!.url);
    expect(filesUnder(t.config.storageDir).some((file) => file.includes(keyOfA.split('/').at(-1)!))).toBe(
      false,
    );
    expect((await t.app.inject({ method: 'GET', url: two.photos[0]!.url })).statusCode).toBe(404);

    const last = await host.request({ method: 'DELETE', url: `/api/mates/${mate.id}/photos/${b}` });
    expect(last.json<OwnMate>()).toMatchObject({ photos: [], imageUrl: null, thumbnailUrl: null });
  });

  it('deleting the mate removes the files of every photo', async () => {
    const mate = await publishMate(host, {}, photo);
    await addOk(mate.id);
    await addOk(mate.id);
    const keys = (await photosInDb(mate.id)).map((p) => p.image_key.split('/').at(-1)!);
    expect(keys).toHaveLength(3);
    await host.request({ method: 'DELETE', url: `/api/mates/${mate.id}` });
    const left = filesUnder(t.config.storageDir);
    for (const key of keys) expect(left.some((file) => file.includes(key))).toBe(false);
    expect(await photosInDb(mate.id)).toEqual([]);
  });
});

describe("who may change a mate's photos", () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let visitante: TestUser;
  let operator: TestUser;
  let suspended: TestUser;
  let mateId: string;
  let photoIds: string[];
  let photo: UploadFile;
  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegPhoto(400, 300);
    owner = await registeredUser(t.app);
    other = await registeredUser(t.app);
    visitante = await signUp(t.app);
    operator = await registeredUser(t.app, 'Operadora Fotos');
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [operator.id]);
    suspended = await registeredUser(t.app);
    const mate = await publishMate(owner, {}, photo);
    mateId = mate.id;
    const added = await owner.request({
      method: 'POST',
      url: `/api/mates/${mateId}/photos`,
      ...multipart({}, photo),
    });
    photoIds = added.json<OwnMate>().photos.map((p) => p.id);
    // The suspended person has a mate of their own, and is then suspended by the operator.
    await publishMate(suspended, {}, photo);
    const suspension = await operator.request({
      method: 'POST',
      url: `/api/admin/people/${suspended.id}/suspend`,
      payload: { reason: 'Pruebas' },
    });
    if (suspension.statusCode !== 200) throw new Error(`suspend failed: ${suspension.body}`);
  });
  afterAll(() => t.close());

  const calls = () =>
    [
      { method: 'POST', url: `/api/mates/${mateId}/photos`, ...multipart({}, photo) },
      { method: 'PUT', url: `/api/mates/${mateId}/photos`, payload: { photoIds: [...photoIds].reverse() } },
      { method: 'PUT', url: `/api/mates/${mateId}/photos/${photoIds[1]}/cover` },
      { method: 'DELETE', url: `/api/mates/${mateId}/photos/${photoIds[1]}` },
    ] as const;

  it('anonymous and suspended 401; Visitante, another user and an operator 404; nothing changes', async () => {
    const before = (
      await t.db.pool.query('SELECT id FROM mate_photos WHERE mate_id = $1 ORDER BY position', [mateId])
    ).rows;
    const files = filesUnder(t.config.storageDir).length;
    for (const call of calls()) {
      const a = await t.app.inject(call);
      expect([a.statusCode, a.json().error]).toEqual([401, 'Usuario no autenticado']);
      const s = await suspended.request(call);
      expect(s.statusCode).toBe(401);
      for (const stranger of [visitante, other, operator]) {
        const response = await stranger.request(call);
        expect([response.statusCode, response.json().error]).toEqual([
          404,
          'Mate no encontrado o no tienes permisos para editarlo',
        ]);
      }
    }
    const after = (
      await t.db.pool.query('SELECT id FROM mate_photos WHERE mate_id = $1 ORDER BY position', [mateId])
    ).rows;
    expect(after).toEqual(before);
    expect(filesUnder(t.config.storageDir)).toHaveLength(files);
  });

  it('the owner may do each', async () => {
    const [add, order, cover, remove] = calls();
    expect((await owner.request(add)).json<OwnMate>().photos).toHaveLength(3);
    const ids = (await owner.request({ method: 'GET', url: `/api/mates/${mateId}/edit` }))
      .json<OwnMate>()
      .photos.map((p) => p.id);
    const reordered = await owner.request({ ...order, payload: { photoIds: [...ids].reverse() } });
    expect(reordered.json<OwnMate>().photos.map((p) => p.id)).toEqual([...ids].reverse());
    expect((await owner.request(cover)).json<OwnMate>().photos[0]!.id).toBe(photoIds[1]);
    expect((await owner.request(remove)).json<OwnMate>().photos).toHaveLength(2);
  });
});
