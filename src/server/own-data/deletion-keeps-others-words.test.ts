import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { makeJobsDue, runJobsDueBy } from '../testing/jobs.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';

type Person = TestUser & { publicName: string };

/**
 * Deleting an account names its owner "Usuario eliminado" wherever others were told of what they did,
 * and changes nothing else of theirs: not a word of their notifications that happens to be the name
 * ("Mate", "Text"), not the e-mails still queued for them.
 */
describe('deleting an account leaves everyone else’s notifications and e-mails as they were', () => {
  const clock = drivenClock();
  const MATE = 'Calabaza clásica';
  let smtp: TestSmtp;
  let t: TestApp;
  let host: Person;
  let named: { mate: Person; text: Person };
  let lola: Person;
  const dates = { mate: '', lola: '' };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' }, undefined, clock);
    host = await registeredUser(t.app, 'Anfitriona Calabaza');
    named = { mate: await registeredUser(t.app, 'Mate'), text: await registeredUser(t.app, 'Text') };
    lola = await registeredUser(t.app, 'Viajera Lola');
    const mate = await publishMate(host, { name: MATE });
    // The e-mails wait in the outbox while the mail server is down: they are sent after the deletions.
    await smtp.stop();
    const book = async (guest: TestUser, from: number, to: number) => {
      const response = await guest.request({
        method: 'POST',
        url: `/api/mates/${mate.id}/bookings`,
        payload: { startDate: clock.day(from), endDate: clock.day(to) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return formatRentalDates(clock.day(from), clock.day(to));
    };
    dates.mate = await book(named.mate, 3, 4);
    const wrote = await named.text.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/messages`,
      payload: { content: '¿Lo tenés libre en diciembre?' },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    dates.lola = await book(lola, 6, 7);
    for (const person of [named.mate, named.text]) {
      const deleted = await person.request({
        method: 'DELETE',
        url: '/api/profile',
        payload: { confirmation: person.publicName },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('names the deleted person "Usuario eliminado" only where they acted', async () => {
    const response = await host.request({ method: 'GET', url: '/api/notifications?limit=50' });
    const texts = (response.json().notifications as { text: string }[]).map((n) => n.text).sort();
    expect(texts).toEqual([
      `Usuario eliminado canceló su solicitud para "${MATE}" (${dates.mate})`,
      expect.stringMatching(`^Usuario eliminado reservó tu mate "${MATE}" \\(${dates.mate} · `),
      'Usuario eliminado te envió un mensaje',
      expect.stringMatching(`^Viajera Lola reservó tu mate "${MATE}" \\(${dates.lola} · `),
    ]);
  });

  it('sends the e-mails queued before, each worded right', async () => {
    await smtp.start();
    // Two rounds an hour apart: an attempt that was under way while the server came back failed, and
    // its retry (seconds later) runs in the next round.
    for (let round = 0; round < 2; round++) {
      clock.advanceHours(1);
      await makeJobsDue(t.db.pool, 'outbox.deliver');
      await runJobsDueBy(t.db.pool, 'outbox.deliver', clock.now());
    }
    const toHost = (mail: ParsedMail) =>
      (mail.to && !Array.isArray(mail.to) ? mail.to.text : '') === host.email &&
      (mail.messageId?.startsWith('<outbox.') ?? false);
    const mails = await smtp.waitFor(toHost, 4);
    const bySubject = Object.fromEntries(mails.map((mail) => [mail.subject, mail.text ?? '']));
    expect(Object.keys(bySubject).sort()).toEqual(
      [
        `Nueva solicitud para "${MATE}" (${dates.lola})`,
        `Nueva solicitud para "${MATE}" (${dates.mate})`,
        `Cancelaron la solicitud para "${MATE}" (${dates.mate})`,
        `Usuario eliminado te escribió por "${MATE}"`,
      ].sort(),
    );
    expect(bySubject[`Nueva solicitud para "${MATE}" (${dates.lola})`]).toContain(
      `Viajera Lola reservó tu mate "${MATE}"`,
    );
    expect(bySubject[`Nueva solicitud para "${MATE}" (${dates.mate})`]).toContain(
      `Usuario eliminado reservó tu mate "${MATE}"`,
    );
    expect(bySubject[`Cancelaron la solicitud para "${MATE}" (${dates.mate})`]).toContain(
      `Usuario eliminado canceló su solicitud para "${MATE}"`,
    );
    // Nothing is left waiting to be retried.
    const { rows } = await t.db.pool.query(
      `SELECT kind FROM outbox WHERE user_id = $1 AND sent_at IS NULL AND dropped_at IS NULL`,
      [host.id],
    );
    expect(rows).toEqual([]);
  });
});
