/**
 * People sign in as they do in production with e-mail enabled: ask for a link (one process sends it),
 * open it (maybe on another), register, and for hosts publish a mate.
 */
import type { TestSmtp } from '../../src/server/testing/smtp.js';
import { cookiesOf, type Client } from './client.js';

export const LINK_SUBJECT = 'Tu enlace para entrar a Ronda';

export interface Person {
  name: string;
  email: string;
  cookie: string;
  /** The processes that served its sign-in: link asked, link opened, registration. */
  signInServers: string[];
}

export async function signIn(request: Client, smtp: TestSmtp, email: string, name: string): Promise<Person> {
  const asked = await request('/api/auth/sign-in/magic-link', {
    method: 'POST',
    body: { email, callbackURL: '/' },
  });
  if (asked.status !== 200) throw new Error(`asking a link for ${email}: ${asked.status}`);
  const [mail] = await smtp.waitFor(
    (m) => m.subject === LINK_SUBJECT && m.to !== undefined && JSON.stringify(m.to).includes(email),
    1,
    15_000,
  );
  const link = mail && /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link reached ${email}`);
  const url = new URL(link);
  const opened = await request(`${url.pathname}${url.search}`, { redirect: 'manual' });
  const cookie = cookiesOf(opened.headers);
  if (opened.status !== 302 || !cookie.includes('session_token'))
    throw new Error(`opening the link of ${email}: ${opened.status}`);
  const registered = await request('/api/registration', {
    method: 'POST',
    cookie,
    body: { publicName: name, acceptTerms: true },
  });
  if (registered.status >= 300) throw new Error(`registering ${email}: ${registered.status}`);
  return {
    name,
    email,
    cookie,
    signInServers: [asked.server, opened.server, registered.server].filter((s): s is string => !!s),
  };
}

/** Publishes a mate in Madrid; resolves to its id. */
export async function publishMate(request: Client, host: Person) {
  const form = new FormData();
  form.set('name', `Mate de ${host.name}`);
  form.set('pricePerDay', '2');
  form.set(
    'location',
    JSON.stringify({ label: 'Madrid, España', city: 'Madrid', latitude: 40.4165, longitude: -3.70256 }),
  );
  const published = await request('/api/mates', { method: 'POST', cookie: host.cookie, form });
  if (published.status !== 201) throw new Error(`publishing ${host.name}'s mate: ${published.status}`);
  return published.json.id as string;
}
