import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.js';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { inLanguage } from '../i18n/request-language.js';
import { drivenClock } from '../testing/driven-clock.js';
import {
  createTestApp,
  registeredUser,
  TEST_BASE_URL,
  type TestApp,
  type TestUser,
} from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { startPushService, type TestPushService } from '../testing/push-service.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';

type Person = TestUser & { publicName: string };

/** What each language's booking-request e-mail and push say, word for word from its catalogue. */
const WORDS = {
  en: {
    subject: (mate: string, dates: string) => `New request for “${mate}” (${dates})`,
    greeting: (name: string) => `Hi ${name},`,
    booked: (name: string, mate: string) => `${name} booked your mate “${mate}” (`,
    signature: 'The Ronda team',
  },
  'pt-BR': {
    subject: (mate: string, dates: string) => `Nova solicitação para “${mate}” (${dates})`,
    greeting: (name: string) => `Olá, ${name}!`,
    booked: (name: string, mate: string) => `${name} pediu para reservar seu mate “${mate}” (`,
    signature: 'Equipe da Ronda',
  },
  es: {
    subject: (mate: string, dates: string) => `Nueva solicitud para "${mate}" (${dates})`,
    greeting: (name: string) => `Hola, ${name}:`,
    booked: (name: string, mate: string) => `${name} reservó tu mate "${mate}" (`,
    signature: 'El equipo de Ronda',
  },
} as const;

describe("e-mails and pushes are written in their recipient's language, not their sender's", () => {
  const clock = drivenClock();
  let smtp: TestSmtp;
  let pushService: TestPushService;
  let t: TestApp;
  let guest: Person;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    pushService = await startPushService();
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' }, undefined, clock, pushService);
    guest = await registeredUser(t.app, `Viajera Hispana ${Date.now() % 100000}`);
    const spanish = await guest.request({
      method: 'PUT',
      url: '/api/profile/language',
      payload: { language: 'es' },
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
  });
  afterAll(async () => {
    await t.app.services.jobs.stop();
    await t.close();
    await smtp.stop();
    await pushService.close();
  });

  /** A host who speaks `language` (null: never chose), with a phone, whose mate the Spanish guest books. */
  async function hostBooked(language: Locale | null, label: string) {
    const host: Person = await registeredUser(t.app, `Anfitriona ${label} ${Date.now() % 100000}`);
    if (language) {
      const chosen = await host.request({
        method: 'PUT',
        url: '/api/profile/language',
        payload: { language },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    const phone = pushService.device(`phone-${label}`);
    await host.request({ method: 'PUT', url: '/api/push/subscription', payload: phone.subscription });
    const mate = await publishMate(host, { name: `Mate ${label}` });
    const range = { startDate: clock.day(3), endDate: clock.day(5) };
    const pushesBefore = pushService.received.length;
    const booked = await guest.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: range,
      headers: { 'accept-language': 'es-AR,es;q=0.9' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { conversationId } = booked.json() as { conversationId: string };
    const mail = (
      await smtp.waitFor(
        (m: ParsedMail) =>
          m.messageId?.startsWith('<outbox.') === true &&
          (m.to && !Array.isArray(m.to) ? m.to.text : '') === host.email,
      )
    )[0]!;
    await pushService.waitFor(pushesBefore + 1);
    const push = pushService.received.find((p) => p.device === phone.name)!.payload as {
      title: string;
      body: string;
      url: string;
    };
    const dates = inLanguage(language ?? DEFAULT_LOCALE, () =>
      formatRentalDates(range.startDate, range.endDate),
    );
    return { host, mate: mate.name, mail, push, conversationId, dates };
  }

  it.each([
    ['en', '/en'],
    ['pt-BR', '/pt-BR'],
  ] as const)('a %s-speaking host reads the request in their language', async (language, prefix) => {
    const { host, mate, mail, push, conversationId, dates } = await hostBooked(language, language);
    const words = WORDS[language];
    expect(dates).not.toBe(inLanguage('es', () => formatRentalDates(clock.day(3), clock.day(5))));

    expect(mail.subject).toBe(words.subject(mate, dates));
    expect(mail.text).toContain(words.greeting(host.publicName));
    expect(mail.text).toContain(words.booked(guest.publicName, mate));
    expect(mail.text).toContain(words.signature);
    expect(mail.text).not.toContain('Hola');
    expect(mail.html).toContain(`<html lang="${language}">`);
    // Its links open pages in the host's language, the unsubscribe page included.
    expect(mail.text).toContain(`${TEST_BASE_URL}${prefix}/conversations/${conversationId}`);
    expect(mail.text).toMatch(new RegExp(`${TEST_BASE_URL}${prefix}/correos/baja\\?token=[\\w.%-]+`));
    expect(mail.html).toContain(`href="${TEST_BASE_URL}${prefix}/correos/baja?token=`);

    expect(push).toMatchObject({
      title: words.subject(mate, dates),
      url: `${TEST_BASE_URL}${prefix}/conversations/${conversationId}`,
    });
    expect(push.body.startsWith(words.booked(guest.publicName, mate))).toBe(true);
  });

  it('a host who never chose reads Spanish, at the Spanish addresses', async () => {
    const { host, mate, mail, push, conversationId, dates } = await hostBooked(null, 'sin-idioma');
    const words = WORDS.es;
    expect(mail.subject).toBe(words.subject(mate, dates));
    expect(mail.text).toContain(words.greeting(host.publicName));
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain(`${TEST_BASE_URL}/correos/baja?token=`);
    expect(push.url).toBe(`${TEST_BASE_URL}/conversations/${conversationId}`);
  });

  it('a sign-in link is written in the language of the page that asked for it', async () => {
    const ask = async (headers: Record<string, string>) => {
      const email = `enlace.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@ejemplo.com`;
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin: TEST_BASE_URL, ...headers },
        payload: { email, callbackURL: '/auth/callback' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      return (
        await smtp.waitFor((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '') === email)
      )[0]!;
    };
    const english = await ask({ 'x-ronda-page-language': 'en' });
    expect(english.subject).toBe('Your link to sign in to Ronda');
    expect(english.text).toMatch(/^Hello\. Sign in to Ronda with this link \(valid for 15 minutes\): http/);
    const portuguese = await ask({ 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(portuguese.subject).toBe('Seu link para entrar na Ronda');
    const spanish = await ask({});
    expect(spanish.subject).toBe('Tu enlace para entrar a Ronda');
    expect(spanish.text).toMatch(/^Hola\. Entrá a Ronda con este enlace \(vale 15 minutos\): http/);
  });
});
