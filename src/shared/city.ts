const COUNTRY_WORDS = new Set(['espana', 'spain', 'argentina', 'republica argentina', 'es', 'ar']);
const POSTAL_CODE = /\b(?:[A-Z]\d{4}(?:[A-Z]{3})?|\d{4,5})\b/g;

function fold(value: string) {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Spec §5: the displayed city drops postal codes and country names, so
 * "Calle Mayor 5, 28013 Madrid, España" shows as "Madrid".
 */
export function cleanCity(value: string | null | undefined): string {
  if (!value) return '';
  const parts = value
    .split(',')
    .map((part) => part.replace(POSTAL_CODE, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part && !COUNTRY_WORDS.has(fold(part)));
  return parts.at(-1) ?? '';
}
