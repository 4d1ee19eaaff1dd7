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

test('one chat message reaches both sides through its event alone: no page fetches the thread or the inbox again', async ({
  page: guest,
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const mateName = `Mate sin recargas ${stamp}`;

  const host = await openPage();
  await signInAsNewTraveller(host, `Anfitrión R ${stamp}`);
  await publishMateThroughForm(host, mateName, false);
  const mateId = (await host.getByRole('link', { name: `Editar: ${mateName}` }).getAttribute('href'))!
    .split('/')
    .at(-1)!;
  await signInAsNewTraveller(guest, `Viajera R ${stamp}`);
  const contact = await guest.request.post(`/api/mates/${mateId}/messages`, {
    data: { content: 'Hola, ¿está libre?' },
  });
  const { conversationId } = (await contact.json()) as { conversationId: string };

  // Both have the conversation open, each page with its stream connected.
  for (const page of [host, guest]) {
    const streaming = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    await page.goto(`/conversations/${conversationId}`);
    await expect(page.getByRole('log', { name: 'Mensajes' })).toContainText('Hola, ¿está libre?');
    await streaming;
  }
  await expect
    .poll(async () => {
      const inbox = (await (await host.request.get('/api/conversations')).json()) as {
        conversations: Array<{ id: string; unreadCount: number }>;
      };
      return inbox.conversations.find((c) => c.id === conversationId)?.unreadCount;
    })
    .toBe(0);

  const fetched: string[] = [];
  for (const page of [host, guest])
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/') && pathname !== '/api/events')
        fetched.push(pathname);
    });

  const reply = `Sí, pasá mañana ${stamp}`;
  // The host's page will read it; the guest's hears of the read.
  const read = host.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/conversations/${conversationId}/read`,
  );
  await guest.getByRole('textbox', { name: 'Escribí un mensaje' }).fill(reply);
  await guest.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(host.getByRole('log', { name: 'Mensajes' })).toContainText(reply);
  await expect(guest.getByRole('log', { name: 'Mensajes' })).toContainText(reply);
  expect((await read).ok()).toBe(true);
  // Any follow-up fetch would start at once: give it a moment to show up.
  await guest.waitForTimeout(1_000);
  expect(fetched).toEqual([]);
});

test('a long thread opens at its latest messages and "Cargar mensajes anteriores" brings the earlier ones', async ({
  page: guest,
  openPage,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const mateName = `Mate charlado ${stamp}`;
  const host = await openPage();
  await signInAsNewTraveller(host, `Anfitrión L ${stamp}`);
  await publishMateThroughForm(host, mateName, false);
  const mateId = (await host.getByRole('link', { name: `Editar: ${mateName}` }).getAttribute('href'))!
    .split('/')
    .at(-1)!;
  await signInAsNewTraveller(guest, `Viajera L ${stamp}`);
  const contact = await guest.request.post(`/api/mates/${mateId}/messages`, {
    data: { content: 'Mensaje número 1' },
  });
  const { conversationId } = (await contact.json()) as { conversationId: string };
  for (let n = 2; n <= 55; n++) {
    const author = n % 2 ? guest : host;
    const sent = await author.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { content: `Mensaje número ${n}` },
    });
    expect(sent.status()).toBe(201);
  }

  await guest.goto(`/conversations/${conversationId}`);
  const log = guest.getByRole('log', { name: 'Mensajes' });
  await expect(log).toContainText('Mensaje número 55');
  await expect(log).toContainText('Mensaje número 6');
  await expect(log.getByText('Mensaje número 5', { exact: true })).toHaveCount(0);
  await expectAccessible(guest);

  await guest.getByRole('button', { name: 'Cargar mensajes anteriores' }).click();
  await expect(log.getByText('Mensaje número 1', { exact: true })).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(55);
  await expect(guest.getByRole('button', { name: 'Cargar mensajes anteriores' })).toHaveCount(0);
});
