import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_DATA_SECTIONS } from '../../shared/schemas/own-data.js';
import { FAILED_ATTEMPT } from './own-data.repo.js';
import { drivenClock } from '../testing/driven-clock.js';
import {
  createTestApp,
  registeredUser,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from '../testing/harness.js';
import { nextNumber } from '../testing/accounts.js';
import { jpegPhoto, PLACES, publishMate } from '../testing/mates-fixtures.js';
import { multipart } from '../testing/multipart.js';

const DATA = '/api/profile/data';
const DELETED = 'Usuario eliminado';
/** The private (account) name `registeredUser` gives the other people here. */
const PRIVATE_NAME = 'Persona de Prueba';

describe('your own data: download and account deletion', () => {
  const clock = drivenClock();
  const days = (from: number, to: number) => ({ startDate: clock.day(from), endDate: clock.day(to) });
  let t: TestApp;
  /** The person who downloads and then deletes: every name of theirs is unique in the database. */
  let dora: TestUser & { publicName: string; name: string };
  let host: TestUser & { publicName: string };
  let guest: TestUser & { publicName: string };
  let doraMate: { id: string; imageUrl: string | null };
  let hostMate: string;
  let hostMate2: string;
  let avatarUrl: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_SECONDS: '60' }, undefined, clock);
    const n = nextNumber();
    const name = `Dorotea Zubizarreta${n}`;
    const user = await signUp(t.app, uniqueEmail('dorotea.zubizarreta'), name);
    const publicName = `DoraBorrable${n}`;
    const registered = await user.request({
      method: 'POST',
      url: '/api/registration',
      payload: { publicName, acceptTerms: true },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    dora = { ...user, publicName, name };
    host = await registeredUser(t.app, `Anfitrion Datos ${n}`);
    guest = await registeredUser(t.app, `Viajero Datos ${n}`);

    const profile = await dora.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName, bio: 'Tomo mate dulce en Valencia.', location: PLACES.valencia },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const avatar = await dora.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart({}, await jpegPhoto(600, 600)),
    });
    avatarUrl = avatar.json().avatarUrl;
    const mate = await publishMate(
      dora,
      { name: 'Calabaza de la costa', location: PLACES.valencia },
      await jpegPhoto(),
    );
    doraMate = { id: mate.id, imageUrl: mate.imageUrl };
    hostMate = (await publishMate(host, { name: 'Mate porteño', location: PLACES.madrid })).id;
    hostMate2 = (await publishMate(host, { name: 'Mate de viaje', location: PLACES.madrid })).id;

    const book = async (user: TestUser, mateId: string, range: object, message?: string) => {
      const response = await user.request({
        method: 'POST',
        url: `/api/mates/${mateId}/bookings`,
        payload: { ...range, ...(message ? { message } : {}) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { bookingId: string; conversationId: string };
    };
    const confirm = async (user: TestUser, id: string) =>
      expect((await user.request({ method: 'POST', url: `/api/bookings/${id}/confirm` })).statusCode).toBe(
        200,
      );

    // Dora as a guest: a request and a confirmed rental to come, with a message in the chat.
    const pending = await book(dora, hostMate, days(10, 12), 'Hola, me interesa para el finde largo.');
    ids.pendingAsGuest = pending.bookingId;
    ids.conversation = pending.conversationId;
    const confirmed = await book(dora, hostMate2, days(20, 22));
    await confirm(host, confirmed.bookingId);
    ids.confirmedAsGuest = confirmed.bookingId;
    // Dora as a host: a confirmed rental to come and a request.
    const rental = await book(guest, doraMate.id, days(5, 6), 'Buenas, paso a buscarlo.');
    await confirm(dora, rental.bookingId);
    ids.confirmedAsHost = rental.bookingId;
    ids.pendingAsHost = (await book(host, doraMate.id, days(30, 31))).bookingId;
    const sent = await dora.request({
      method: 'POST',
      url: `/api/conversations/${rental.conversationId}/messages`,
      payload: { content: 'Te lo dejo en la puerta.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // A completed rental with reviews both ways, a report, blocks both ways, contact messages, a link.
    const { rows } = await t.db.pool.query<{ id: string }>(
      `INSERT INTO bookings (guest_id, host_id, mate_id, status, start_date, end_date, days, total, completed_at)
       VALUES ($1, $2, $3, 'completed', $4, $4, 1, 5, now()) RETURNING id`,
      [dora.id, host.id, hostMate, clock.day(-3)],
    );
    ids.completed = rows[0]!.id;
    await t.db.pool.query(
      `INSERT INTO reviews (booking_id, mate_id, author_side, author_id, subject_id, rating, comment)
       VALUES ($1, $2, 'guest', $3, $4, 5, 'Impecable, muy amable.'), ($1, $2, 'host', $4, $3, 4, 'Lo devolvió limpio.')`,
      [ids.completed, hostMate, dora.id, host.id],
    );
    await t.db.pool.query(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, details, created_at)
       VALUES ($1, 'user', $2, 'spam', 'Manda publicidad', now() - interval '1 minute'), ($1, 'mate', $3, 'fraud', '', now())`,
      [dora.id, guest.id, hostMate],
    );
    await t.db.pool.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2), ($2, $1)', [
      dora.id,
      guest.id,
    ]);
    await t.db.pool.query(
      `INSERT INTO contact_messages (name, email, comments, user_id) VALUES ($1, $2, '¿Cómo publico?', $3),
              ($1, upper($2), 'Otra consulta sin sesión', NULL), ('Otra persona', $4, 'No es de Dora', NULL)`,
      [dora.name, dora.email, dora.id, host.email],
    );
    await t.db.pool.query(
      `INSERT INTO auth_verification (id, identifier, value, expires_at) VALUES ('v-dora', $1, 'token', now() + interval '1 hour')`,
      [dora.email],
    );
    // An e-mail to Dora the mail server refused, naming itself (not due again for long), and one she
    // turned off.
    await t.db.pool.query(
      `INSERT INTO outbox (user_id, channel, category, kind, attempts, last_error, dropped_at, send_after)
       VALUES ($1, 'email', 'reviews', 'review_invite', 3, 'connect ECONNREFUSED 10.1.2.3:587', NULL,
               now() + interval '1000 days'),
              ($1, 'email', 'reminders', 'rental_reminder', 0, 'turned off', now(), now())`,
      [dora.id],
    );
    const preferences = await dora.request({
      method: 'PUT',
      url: '/api/profile/notification-preferences',
      payload: { preferences: [{ category: 'reviews', email: false }] },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
  });
  afterAll(() => t.close());

  describe('Descargar mis datos', () => {
    it('answers only a signed-in person: 401 without a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: DATA });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Usuario no autenticado');
    });

    it('gives a Visitante their own identity and empty sections', async () => {
      const visitante = await signUp(t.app);
      const response = await visitante.request({ method: 'GET', url: DATA });
      expect(response.statusCode).toBe(200);
      const data = response.json();
      expect(data.profile).toMatchObject({ id: visitante.id, email: visitante.email, public_name: null });
      for (const section of OWN_DATA_SECTIONS) {
        if (section === 'sessions' || section === 'signInMethods') expect(data[section].length).toBe(1);
        else expect(data[section]).toEqual([]);
      }
    });

    it('is a dated JSON attachment with every section about the person, and nobody else’s private data', async () => {
      const response = await dora.request({
        method: 'GET',
        url: DATA,
        headers: { 'user-agent': 'Navegador de Dora' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="ronda-mis-datos-${clock.now().toISOString().slice(0, 10)}.json"`,
      );
      const data = response.json();
      expect(Object.keys(data).sort()).toEqual(['exportedAt', 'profile', ...OWN_DATA_SECTIONS].sort());
      expect(data.profile).toMatchObject({
        id: dora.id,
        email: dora.email,
        name: dora.name,
        public_name: dora.publicName,
        bio: 'Tomo mate dulce en Valencia.',
        city: 'Valencia',
        latitude: PLACES.valencia.latitude,
        avatar_url: avatarUrl,
      });
      expect(data.mates).toEqual([
        expect.objectContaining({
          id: doraMate.id,
          name: 'Calabaza de la costa',
          latitude: PLACES.valencia.latitude,
          image_url: doraMate.imageUrl,
        }),
      ]);
      const bookings = data.bookings as Array<{ id: string; side: string; other_person: string }>;
      expect(bookings.map((b) => [b.id, b.side, b.other_person]).sort()).toEqual(
        [
          [ids.pendingAsGuest, 'guest', host.publicName],
          [ids.confirmedAsGuest, 'guest', host.publicName],
          [ids.completed, 'guest', host.publicName],
          [ids.confirmedAsHost, 'host', guest.publicName],
          [ids.pendingAsHost, 'host', host.publicName],
        ].sort(),
      );
      expect(data.conversations).toHaveLength(4);
      expect(data.messages.map((m: { content: string }) => m.content).sort()).toEqual([
        'Hola, me interesa para el finde largo.',
        'Te lo dejo en la puerta.',
      ]);
      expect(data.reviewsWritten).toEqual([
        expect.objectContaining({ rating: 5, comment: 'Impecable, muy amable.', about: host.publicName }),
      ]);
      expect(data.reviewsReceived).toEqual([
        expect.objectContaining({ rating: 4, comment: 'Lo devolvió limpio.', author: host.publicName }),
      ]);
      expect(data.reports).toEqual([
        expect.objectContaining({
          target_type: 'user',
          target_id: null,
          reported_person: guest.publicName,
          reason: 'spam',
          details: 'Manda publicidad',
        }),
        expect.objectContaining({ target_type: 'mate', target_id: hostMate, reported_person: null }),
      ]);
      expect(data.blocks).toEqual([expect.objectContaining({ blocked_person: guest.publicName })]);
      expect(data.contactMessages.map((m: { comments: string }) => m.comments).sort()).toEqual([
        'Otra consulta sin sesión',
        '¿Cómo publico?',
      ]);
      // Worded as her list words them: whoever acted by their public name.
      expect(data.notifications).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            text: expect.stringMatching(`^${host.publicName} reservó tu mate "Calabaza de la costa"`),
            link: expect.stringMatching(/^\/conversations\//),
          }),
        ]),
      );
      expect(data.notificationPreferences).toEqual([
        expect.objectContaining({ category: 'reviews', email: false }),
      ]);
      // The e-mails queued for Dora as a host: each request for her mate.
      expect(data.outbox).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            channel: 'email',
            category: 'bookings',
            kind: 'new_booking',
            payload: expect.objectContaining({
              says: {
                key: 'bookingRequested',
                values: expect.objectContaining({ mate: 'Calabaza de la costa' }),
              },
            }),
          }),
        ]),
      );
      // A failed send is said to have failed; how the mail server answered stays on the server.
      expect(data.outbox).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'review_invite', attempts: 3, last_error: FAILED_ATTEMPT }),
          expect.objectContaining({ kind: 'rental_reminder', last_error: 'turned off' }),
        ]),
      );
      expect(data.sessions).toEqual([
        expect.objectContaining({ ip_address: '127.0.0.1', user_agent: 'lightMyRequest' }),
      ]);
      expect(data.signInMethods).toEqual([expect.objectContaining({ provider_id: 'credential' })]);
      // Others appear by public name only: never their e-mail, private name, internal id, exact point or a
      // session token.
      const text = response.body;
      for (const secret of [
        host.email,
        guest.email,
        PRIVATE_NAME,
        String(PLACES.madrid.latitude),
        host.id,
        guest.id,
        'token',
        '10.1.2.3',
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('keeps a review about the person out while it is still blind', async () => {
      const { rows } = await t.db.pool.query<{ id: string }>(
        `INSERT INTO bookings (guest_id, host_id, mate_id, status, start_date, end_date, days, total, completed_at)
         VALUES ($1, $2, $3, 'completed', $4, $4, 1, 5, now()) RETURNING id`,
        [dora.id, host.id, hostMate2, clock.day(-2)],
      );
      await t.db.pool.query(
        `INSERT INTO reviews (booking_id, mate_id, author_side, author_id, subject_id, rating, comment)
         VALUES ($1, $2, 'host', $3, $4, 2, 'Todavía oculta')`,
        [rows[0]!.id, hostMate2, host.id, dora.id],
      );
      const data = (await dora.request({ method: 'GET', url: DATA })).json();
      expect(data.reviewsReceived.map((r: { comment: string }) => r.comment)).toEqual([
        'Lo devolvió limpio.',
      ]);
    });
  });

  describe('Eliminar mi cuenta', () => {
    const remove = (user: TestUser | null, confirmation: unknown) =>
      (user ? user.request : t.app.inject.bind(t.app))({
        method: 'DELETE',
        url: '/api/profile',
        payload: { confirmation },
      });

    it('refuses without a session (401) and when the typed name does not match (400), changing nothing', async () => {
      expect((await remove(null, dora.publicName)).statusCode).toBe(401);
      const wrong = await remove(dora, 'otra persona');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: 'Lo que escribiste no coincide',
        fields: { confirmation: 'Lo que escribiste no coincide' },
      });
      // Someone else's public name is not yours either.
      expect((await remove(host, dora.publicName)).statusCode).toBe(400);
      expect((await dora.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    });

    it('erases the person, cancels what is upcoming with notice, and keeps the other side’s history readable', async () => {
      const response = await remove(dora, `  ${dora.publicName.toLowerCase()} `);
      expect(response.statusCode, response.body).toBe(204);
      expect(String(response.headers['set-cookie'])).toMatch(/ronda\.session_token=;/);

      // Signed out everywhere: the old cookie no longer works.
      expect((await dora.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
      expect((await dora.request({ method: 'GET', url: '/api/session' })).json().user).toBeNull();
      expect((await dora.request({ method: 'GET', url: DATA })).statusCode).toBe(401);

      // No personal data left in any table: not the e-mail, the name or the public name.
      const { rows: columns } = await t.db.pool.query<{ table_name: string; column_name: string }>(
        `SELECT c.table_name, c.column_name FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
            AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
      );
      expect(columns.length).toBeGreaterThan(30);
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        const { rows } = await t.db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}"
            WHERE "${column_name}"::text ILIKE '%' || $1 || '%' OR "${column_name}"::text ILIKE '%' || $2 || '%'
               OR "${column_name}"::text ILIKE '%' || $3 || '%'`,
          [dora.email, dora.name, dora.publicName],
        );
        if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
      }
      expect(found).toEqual([]);
      const { rows: tombstone } = await t.db.pool.query(
        `SELECT u.name, u.email, u.public_name, u.bio, u.location, u.last_known_city, u.last_latitude, u.avatar_key,
                u.deleted_at IS NOT NULL AS deleted, a.email AS identity_email
           FROM users u JOIN auth_user a ON a.id = u.id WHERE u.id = $1`,
        [dora.id],
      );
      expect(tombstone).toEqual([
        {
          name: '',
          email: '',
          public_name: null,
          bio: null,
          location: null,
          last_known_city: null,
          last_latitude: null,
          avatar_key: null,
          deleted: true,
          identity_email: `deleted-${dora.id}@invalid`,
        },
      ]);
      const count = async (sql: string) =>
        (await t.db.pool.query<{ n: number }>(sql, sql.includes('$1') ? [dora.id] : [])).rows[0]!.n;
      for (const table of ['auth_session', 'auth_account']) {
        expect(await count(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`)).toBe(0);
      }
      expect(await count('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1')).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM user_events WHERE user_id = $1')).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM outbox WHERE user_id = $1')).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM notification_preferences WHERE user_id = $1')).toBe(
        0,
      );
      expect(
        await count('SELECT count(*)::int AS n FROM user_blocks WHERE blocker_id = $1 OR blocked_id = $1'),
      ).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1')).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM reports WHERE reporter_id IS NULL`)).toBe(2);
      expect(await count('SELECT count(*)::int AS n FROM reviews WHERE author_id = $1')).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM contact_messages `)).toBe(1);
      expect(
        await count(`SELECT count(*)::int AS n FROM mates WHERE host_id = $1 AND status <> 'deleted'`),
      ).toBe(0);

      // Photos are gone from storage.
      for (const url of [avatarUrl, doraMate.imageUrl!]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // The public profile is gone.
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${dora.publicName}` })).statusCode).toBe(
        404,
      );

      // Upcoming bookings are cancelled, with notice to the other side; the one under way stays.
      const status = async (id: string) =>
        (await t.db.pool.query('SELECT status, cancel_reason FROM bookings WHERE id = $1', [id])).rows[0];
      expect(await status(ids.pendingAsGuest!)).toEqual({ status: 'cancelled', cancel_reason: 'withdrawn' });
      expect(await status(ids.confirmedAsGuest!)).toEqual({
        status: 'cancelled',
        cancel_reason: 'cancelled',
      });
      expect(await status(ids.confirmedAsHost!)).toEqual({ status: 'cancelled', cancel_reason: 'cancelled' });
      expect(await status(ids.pendingAsHost!)).toEqual({ status: 'cancelled', cancel_reason: 'rejected' });
      expect(await status(ids.completed!)).toEqual({ status: 'completed', cancel_reason: null });
      const texts = async (user: TestUser) =>
        (
          (await user.request({ method: 'GET', url: '/api/notifications?limit=50' })).json()
            .notifications as { text: string }[]
        ).map((notification) => notification.text);
      expect(await texts(host)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Usuario eliminado canceló su solicitud para "Mate porteño"/),
          expect.stringMatching(
            /^Usuario eliminado canceló la reserva de "Mate de viaje" .*Motivo: La persona eliminó su cuenta$/,
          ),
          // Written before the deletion, naming her: it now names nobody.
          expect.stringMatching(/^Usuario eliminado reservó tu mate "Mate porteño"/),
        ]),
      );
      expect(await texts(guest)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Motivo: El anfitrión eliminó su cuenta$/)]),
      );
      expect(await texts(host)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Tu reserva de "Calabaza de la costa" .* fue rechazada/),
        ]),
      );

      // The other side's history: bookings and the conversation, with her messages, as "Usuario eliminado".
      const received = (await host.request({ method: 'GET', url: '/api/bookings/received' })).json().bookings;
      const fromDora = received.filter((b: { id: string }) =>
        [ids.pendingAsGuest, ids.confirmedAsGuest, ids.completed].includes(b.id),
      );
      expect(fromDora).toHaveLength(3);
      for (const booking of fromDora) {
        expect(booking.otherUser).toEqual({ publicName: null, displayName: DELETED, avatarUrl: null });
      }
      const mine = (await guest.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings;
      expect(mine.find((b: { id: string }) => b.id === ids.confirmedAsHost).otherUser.displayName).toBe(
        DELETED,
      );
      const inbox = (await host.request({ method: 'GET', url: '/api/conversations' })).json().conversations;
      expect(inbox.find((c: { id: string }) => c.id === ids.conversation).otherUser.displayName).toBe(
        DELETED,
      );
      const thread = await host.request({ method: 'GET', url: `/api/conversations/${ids.conversation}` });
      expect(thread.statusCode).toBe(200);
      // The thread says nobody is there any more, so the page offers no message box.
      expect(thread.json().otherUser).toMatchObject({ displayName: DELETED, deleted: true });
      expect(thread.json().messages.map((m: { content: string }) => m.content)).toContain(
        'Hola, me interesa para el finde largo.',
      );
      // Nobody is there to read a new message, whatever a client sends.
      const reply = await host.request({
        method: 'POST',
        url: `/api/conversations/${ids.conversation}/messages`,
        payload: { content: '¿Seguís ahí?' },
      });
      expect([reply.statusCode, reply.json().error]).toEqual([
        403,
        'Esta persona eliminó su cuenta y ya no recibe mensajes.',
      ]);
      // Reviews stay for the other side, without an author.
      const { rows: reviews } = await t.db.pool.query(
        `SELECT author_id, comment FROM reviews WHERE booking_id = $1 AND author_side = 'guest'`,
        [ids.completed],
      );
      expect(reviews).toEqual([{ author_id: null, comment: 'Impecable, muy amable.' }]);
    });

    it('lets the person sign up again with the same e-mail, as a new account', async () => {
      const again = await signUp(t.app, dora.email, 'Dora de nuevo');
      expect(again.id).not.toBe(dora.id);
      const registered = await again.request({
        method: 'POST',
        url: '/api/registration',
        payload: { publicName: dora.publicName, acceptTerms: true },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const data = (await again.request({ method: 'GET', url: DATA })).json();
      expect(data.bookings).toEqual([]);
      expect(data.contactMessages).toEqual([]);
    });

    it('deletes a Visitante (no profile) outright, confirmed with their e-mail', async () => {
      const visitante = await signUp(t.app);
      expect((await remove(visitante, 'nombre')).statusCode).toBe(400);
      expect((await remove(visitante, visitante.email.toUpperCase())).statusCode).toBe(204);
      const { rows } = await t.db.pool.query('SELECT 1 FROM auth_user WHERE id = $1', [visitante.id]);
      expect(rows).toEqual([]);
      expect((await visitante.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    });
  });
});
