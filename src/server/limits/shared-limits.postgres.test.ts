import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { clearOfWindowEdge } from '../testing/limit-windows.js';
import {
  call,
  registeredPerson,
  startServer,
  stopServers,
  type ServerProcess,
  publishMateOver,
} from '../testing/server-process.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

const PER_MINUTE = 4;

describe('limits shared by two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createEmptyDatabase();
    const env = { CHAT_MESSAGES_PER_MINUTE_MAX: String(PER_MINUTE) };
    servers.push(...(await Promise.all([startServer(database.url!, env), startServer(database.url!, env)])));
  }, 120_000);
  afterAll(async () => {
    await stopServers(servers);
    await database.drop();
  });

  it('messages sent alternately through both count together', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const host = await registeredPerson(a.base, database, 'Host Compartida');
    const traveller = await registeredPerson(b.base, database, 'Viajera Compartida');
    const mateId = await publishMateOver(a.base, host, 'Mate limitado');
    const contacted = await call(a.base, `/api/mates/${mateId}/messages`, {
      method: 'POST',
      cookie: traveller,
      body: { content: 'Hola' },
    });
    const conversationId = contacted.json.conversationId as string;

    await clearOfWindowEdge(database.db.pool, 60);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) {
      const server = i % 2 === 0 ? a : b;
      const sent = await call(server.base, `/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        cookie: traveller,
        body: { content: `Mensaje ${i}` },
      });
      statuses.push(sent.status);
      if (sent.status === 429) {
        expect(sent.json).toEqual({ error: messages.limits.chatMessages });
        expect(Number(sent.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    // Each process alone saw at most three: only the shared count refuses the fifth.
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    // The other person in the conversation is not held back by it.
    const reply = await call(b.base, `/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      cookie: host,
      body: { content: 'Respuesta' },
    });
    expect(reply.status).toBe(201);
  });
});
