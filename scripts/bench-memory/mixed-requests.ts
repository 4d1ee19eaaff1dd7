import { DEMO_PEOPLE } from '../../src/server/demo/demo-people.js';
import { publicProfilePath } from '../../src/shared/app-routes.js';
import type { MateList } from '../../src/shared/schemas/mates.js';

/** One visitor's cookie jar, with redirects followed by hand (the sign-in goes through several hops). */
class Visitor {
  private readonly jar = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(path, this.base), {
      ...init,
      redirect: 'manual',
      headers: {
        cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '),
        origin: this.base,
        ...init.headers,
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.jar.set(name!, value.join('='));
    }
    return response;
  }
}

/** Counts the requests sent and refuses any answer but the expected one. */
class Counter {
  sent = 0;

  async check(response: Response, path: string, expected = [200]) {
    this.sent++;
    const body = await response.text();
    if (!expected.includes(response.status))
      throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    return body;
  }
}

/**
 * A demo person signs in as on the page: the sign-in button, the development identity provider's login
 * page, its one-click demo account, and the redirects back to the app.
 */
async function signIn(base: string, counter: Counter, email: string): Promise<Visitor> {
  const visitor = new Visitor(base);
  const start = await visitor.request('/api/auth/sign-in/oauth2', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ providerId: 'google', callbackURL: '/' }),
  });
  const { url } = JSON.parse(await counter.check(start, 'sign-in')) as { url: string };
  let response = await visitor.request(url);
  let action: string | undefined;
  for (let hop = 0; hop < 10; hop++) {
    await counter.check(response, 'sign-in hop', [200, 302, 303]).then((html) => {
      action ??= /action="([^"]+)"/.exec(html)?.[1];
    });
    const location = response.headers.get('location');
    if (!location) break;
    if (new URL(location, base).origin !== base) throw new Error(`sign-in left for ${location}`);
    response = await visitor.request(location);
  }
  if (!action) throw new Error('no login page in the sign-in');
  response = await visitor.request(action.replaceAll('&amp;', '&'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  for (let hop = 0; hop < 10; hop++) {
    await counter.check(response, 'sign-in return', [200, 302, 303]);
    const location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, base);
    // Back on the app's own page: the browser would load it, the sign-in is done.
    if (next.origin !== base || (!next.pathname.startsWith('/api/') && !next.pathname.startsWith('/oidc/')))
      break;
    response = await visitor.request(location);
  }
  const session = JSON.parse(await counter.check(await visitor.request('/api/session'), 'session')) as {
    user: { email: string } | null;
  };
  if (session.user?.email !== email) throw new Error(`the sign-in as ${email} did not take`);
  return visitor;
}

/** What the requests are about: some mates, their hosts, a person's open conversation. */
interface Catalogue {
  mateIds: string[];
  hostNames: string[];
}

async function catalogue(base: string, counter: Counter): Promise<Catalogue> {
  const response = await fetch(`${base}/api/mates?pageSize=48`);
  const { mates } = JSON.parse(await counter.check(response, '/api/mates')) as MateList;
  if (mates.length === 0) throw new Error('no mates listed: is SEED_DEMO on?');
  return {
    mateIds: mates.map((mate) => mate.id),
    hostNames: [...new Set(mates.flatMap((mate) => (mate.host.publicName ? [mate.host.publicName] : [])))],
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The list requests the app's search sends: everything, by text, by city, near a point, with dates. */
function listPaths(round: number): string[] {
  const sol = 'lat=40.4168&lng=-3.7038';
  const from = inDays(7 + (round % 14));
  return [
    '/api/mates',
    '/api/mates?page=2',
    '/api/mates?q=calabaza',
    '/api/mates?q=termo',
    '/api/mates?mode=city&city=Madrid',
    '/api/mates?mode=city&city=Barcelona',
    '/api/mates?mode=city&city=Buenos%20Aires',
    `/api/mates?mode=near&${sol}&radius=10&sort=distance`,
    `/api/mates?mode=near&${sol}&radius=25&from=${from}&to=${inDays(10 + (round % 14))}`,
    '/api/mates?sort=price_asc',
    '/api/mates?maxPrice=3',
    '/api/mates?free=true',
    '/api/mates?bbox=-4.2,40.1,-3.2,40.7',
    `/api/mates?mode=near&${sol}&radius=5&pageSize=48`,
  ];
}

/**
 * `total` mixed requests, `concurrency` at a time, in rounds of about fifty: fourteen lists, twelve
 * details, ten server-rendered pages, four other reads, a demo person's sign-in (seven or so requests,
 * each round another person) and a message in a conversation (the inbox, the thread, the message).
 * Resolves to the number of requests sent; any unexpected answer aborts.
 */
export async function mixedRequests(base: string, total: number, concurrency = 4): Promise<number> {
  const counter = new Counter();
  const { mateIds, hostNames } = await catalogue(base, counter);
  // The person who writes the messages, signed in once: the rounds' own sign-ins rotate over the others.
  const writer = await signIn(base, counter, DEMO_PEOPLE[0]!.email);
  const inbox = JSON.parse(
    await counter.check(await writer.request('/api/conversations'), '/api/conversations'),
  ) as { conversations: Array<{ id: string }> };
  const conversation = inbox.conversations[0]?.id;
  if (!conversation) throw new Error(`${DEMO_PEOPLE[0]!.email} has no conversation in the demo data`);

  let round = 0;
  const get = (path: string) => async () => {
    await counter.check(await fetch(`${base}${path}`), path);
  };
  const roundTasks = (): Array<() => Promise<void>> => {
    const r = round++;
    const id = (i: number) => mateIds[(r * 12 + i) % mateIds.length]!;
    const host = hostNames[r % hostNames.length]!;
    const person = DEMO_PEOPLE[1 + (r % (DEMO_PEOPLE.length - 1))]!;
    return [
      ...listPaths(r).map(get),
      ...Array.from({ length: 12 }, (_, i) => get(`/api/mates/${id(i)}`)),
      ...['/', '/mates', `/mates/${id(0)}`, '/faq', publicProfilePath(host)].flatMap((path) => [
        get(path),
        get(path === '/mates' ? '/mates?q=calabaza' : path),
      ]),
      get(`/api/users/${encodeURIComponent(host)}`),
      get('/api/places?q=Mad'),
      get('/api/session'),
      get('/api/health'),
      async () => {
        await signIn(base, counter, person.email);
      },
      async () => {
        await counter.check(await writer.request('/api/conversations'), 'inbox');
        await counter.check(await writer.request(`/api/conversations/${conversation}`), 'thread');
        const sent = await writer.request(`/api/conversations/${conversation}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: `Mensaje de prueba ${r + 1}: ¿sigue disponible el mate?` }),
        });
        await counter.check(sent, 'message', [200, 201]);
      },
    ];
  };

  let queue: Array<() => Promise<void>> = [];
  const worker = async () => {
    while (counter.sent < total) {
      if (queue.length === 0) queue = roundTasks();
      await queue.shift()!();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counter.sent;
}
