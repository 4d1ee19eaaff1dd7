/**
 * Only a same-origin path is honoured after sign-in: it must start with a single "/" and contain no
 * backslash or control character (browsers treat "/\evil.com" and "//evil.com" as other hosts).
 */
export function safeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  return candidate;
}
