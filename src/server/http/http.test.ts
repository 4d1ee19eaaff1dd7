import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, TEST_BASE_URL, type TestApp } from '../testing/harness.js';

describe('the server under bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 in Spanish', async () => {
    const user = await registeredUser(t.app);
    const response = await user.request({
      method: 'POST',
      url: '/api/registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"publicName": "sin cerrar',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido' });
  });

  it('answers an oversized body with 413', async () => {
    const user = await registeredUser(t.app);
    const response = await user.request({
      method: 'POST',
      url: '/api/registration',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ publicName: 'x'.repeat(200_000), acceptTerms: true }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'La solicitud es demasiado grande' });
  });

  it('answers an unsupported content type with 415', async () => {
    const user = await registeredUser(t.app);
    const response = await user.request({
      method: 'POST',
      url: '/api/registration',
      headers: { 'content-type': 'application/xml' },
      payload: '<registro/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Tipo de contenido no soportado' });
  });

  it('answers the wrong JSON shape with 400 and per-field messages', async () => {
    const user = await registeredUser(t.app);
    const response = await user.request({ method: 'POST', url: '/api/registration', payload: [1, 2, 3] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    const wrongTypes = await user.request({
      method: 'POST',
      url: '/api/registration',
      payload: { publicName: 42, acceptTerms: 'sí' },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields)).toEqual(
      expect.arrayContaining(['publicName', 'acceptTerms']),
    );
  });

  it('answers bad query parameters with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/places/reverse?lat=norte&lng=-3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.lat).toEqual(expect.any(String));
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Recurso no encontrado' });
    const post = await t.app.inject({ method: 'DELETE', url: '/api/session' });
    expect(post.statusCode).toBe(404);
  });

  it('refuses a NUL character anywhere in the input, instead of failing in the database', async () => {
    const user = await registeredUser(t.app);
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/mates?q=%00' }),
      await t.app.inject({ method: 'GET', url: '/api/users/ab%00c' }),
      await user.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { publicName: 'Nombre Bueno', bio: 'hola\u0000' },
      }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: 'Hay datos inválidos en la solicitud' },
      ]);
    }
  });

  it('answers malformed URLs and multipart bodies with 400 in Spanish', async () => {
    const user = await registeredUser(t.app);
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' }),
      await t.app.inject({ method: 'GET', url: `/api/users/${'x'.repeat(600)}` }),
      await user.request({
        method: 'POST',
        url: '/api/mates',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'sin límite',
      }),
      await user.request({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\ncortado',
      }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
      expect(response.json().error).not.toMatch(/Bad Request|boundary/i);
    }
  });

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-request-id': 'prueba-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('prueba-12345678');
    const generated = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers and cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict Content-Security-Policy and the other headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends every header on answers, refusals and missing routes alike', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const user = await registeredUser(t.app);
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/mates' }),
      await t.app.inject({ method: 'GET', url: '/api/mates/no-es-un-id' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.app.inject({ method: 'GET', url: '/api/profile' }),
      await user.request({ method: 'GET', url: '/api/profile' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 404, 404, 401, 200]);
    const csp = responses[0]!.headers['content-security-policy'];
    expect(csp).toMatch(/^default-src 'self';/);
    for (const response of responses) {
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['content-security-policy']).toBe(csp);
    }
  });

  it('adds HSTS in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'y'.repeat(40),
      AUTH_EMAIL_ENABLED: 'false',
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/session' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await production.close();
    }
  });

  it('refuses state changes from another site and allows our own pages', async () => {
    const user = await registeredUser(t.app);
    const payload = { publicName: 'Nombre Cambiado', acceptTerms: true };
    const evil = await user.request({
      method: 'POST',
      url: '/api/registration',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ error: 'Solicitud rechazada: viene de otro sitio' });
    const fetchMetadata = await user.request({
      method: 'POST',
      url: '/api/registration',
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    const own = await user.request({
      method: 'POST',
      url: '/api/registration',
      payload,
      headers: { origin: TEST_BASE_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('serves the OpenAPI document and its reference page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/session', '/api/registration', '/api/places']));
    // better-auth's own routes stay undocumented; only the native clients' token flow is part of the API.
    expect(paths.filter((path) => path.startsWith('/api/auth'))).toEqual(['/api/auth/token']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
