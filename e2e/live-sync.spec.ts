import { expect, expectAccessible, publishMateThroughForm, signInAsNewTraveller, test } from './fixtures';

test('a message posted between the thread loading and the stream opening shows without reloading', async ({
  page: guest,
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const mateName = `Mate sin huecos ${stamp}`;

  const host = await openPage();
  await signInAsNewTraveller(host, `Anfitrión H ${stamp}`);
  await publishMateThroughForm(host, mateName, false);
  const mateId = (await host.getByRole('link', { name: `Editar: ${mateName}` }).getAttribute('href'))!
    .split('/')
    .at(-1)!;

  await signInAsNewTraveller(guest, `Viajera H ${stamp}`);
  const contact = await guest.request.post(`/api/mates/${mateId}/messages`, {
    data: { content: '¿Sigue disponible?' },
  });
  expect(contact.status()).toBe(201);
  const { conversationId } = (await contact.json()) as { conversationId: string };
  const threadPath = `/api/conversations/${conversationId}`;
  const unread = async () => {
    const inbox = (await (await guest.request.get('/api/conversations')).json()) as {
      conversations: Array<{ id: string; unreadCount: number }>;
    };
    return inbox.conversations.find((c) => c.id === conversationId)?.unreadCount;
  };

  // The stream's first request waits until the thread's data has arrived; the host writes right then,
  // before the stream exists, so only a re-sync on opening can bring the message in.
  const gapMessage = `Sí, pasá cuando quieras ${stamp}`;
  const threadLoaded = guest.waitForResponse(
    (response) => new URL(response.url()).pathname === threadPath && response.request().method() === 'GET',
  );
  let heldStreams = 0;
  await guest.route('**/api/events', async (route) => {
    if (heldStreams++ === 0) {
      expect((await threadLoaded).ok()).toBe(true);
      const posted = await host.request.post(`${threadPath}/messages`, { data: { content: gapMessage } });
      expect(posted.status()).toBe(201);
    }
    await route.continue();
  });
  await guest.goto(`/conversations/${conversationId}`);
  const log = guest.getByRole('log', { name: 'Mensajes' });
  await expect(log).toContainText('¿Sigue disponible?');
  await expect(log).toContainText(gapMessage);
  expect(heldStreams).toBeGreaterThan(0);
  // Shown is read: the page said so with its POST, not with the GET.
  await expect.poll(unread).toBe(0);
  await expectAccessible(guest);

  // Once the stream is open, a new message is appended from the event and read the same way.
  const liveMessage = `Te espero a las 18 ${stamp}`;
  expect(
    (await host.request.post(`${threadPath}/messages`, { data: { content: liveMessage } })).status(),
  ).toBe(201);
  await expect(log).toContainText(liveMessage);
  await expect.poll(unread).toBe(0);
});
