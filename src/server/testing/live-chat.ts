import { createListeningTestApp, registeredUser, type TestApp, type TestUser } from './harness.js';
import { publishMate } from './mates-fixtures.js';

/** A listening app with a host, their mate and a traveller: the cast of every live-event test. */
export interface LiveChat {
  t: TestApp;
  base: string;
  host: TestUser;
  traveller: TestUser;
  mateId: string;
}

export async function startLiveChat(
  names: { host: string; traveller: string; mate?: string },
  env: Record<string, string> = {},
): Promise<LiveChat> {
  const t = await createListeningTestApp(env);
  const host = await registeredUser(t.app, names.host);
  const traveller = await registeredUser(t.app, names.traveller);
  const mateId = (await publishMate(host, names.mate ? { name: names.mate } : {})).id;
  return { t, base: t.base, host, traveller, mateId };
}
