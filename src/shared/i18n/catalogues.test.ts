import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spanishCatalogue } from '../messages/catalogue.js';
import { setLocaleSource } from './active-locale.js';
import { loadCatalogue } from './catalogues/index.js';
import { addCatalogue, type MessageArea, type MessageValue } from './define-messages.js';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from './locales.js';

/** Every language but the source. */
const translations = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);

/** Every text of a catalogue with its path ("faq.entries.2.q"). */
function texts(value: MessageValue, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => texts(item as MessageValue, `${path}.${index}`));
  return Object.entries(value).flatMap(([key, item]) => texts(item as MessageValue, `${path}.${key}`));
}
const textsOf = (catalogue: Record<string, MessageArea>) =>
  new Map(Object.entries(catalogue).flatMap(([area, messages]) => texts(messages, area)));

/** What a text needs from its caller: its arguments, and for each plural its forms (ICU MessageFormat). */
function shape(elements: MessageFormatElement[], locale: Locale, problems: string[]) {
  const args = new Set<string>();
  const categories = new Intl.PluralRules(INTL_LOCALE[locale]).resolvedOptions().pluralCategories;
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0)
        args.add(element.value);
      if (isPluralElement(element)) {
        const forms = Object.keys(element.options);
        if (!forms.includes('other')) problems.push(`plural {${element.value}} lacks "other"`);
        // An exact form ("=1") stands in for its category ("one") only when it is the only number in it.
        for (const category of categories)
          if (
            category !== 'other' &&
            !forms.includes(category) &&
            !(category === 'one' && forms.includes('=1'))
          )
            problems.push(`plural {${element.value}} lacks "${category}" for ${locale}`);
      }
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) walk(option.value);
      if (isTagElement(element)) walk(element.children);
    }
  };
  walk(elements);
  return [...args].sort();
}

const spanishTexts = textsOf(spanishCatalogue);

describe('the Spanish source', () => {
  it('is valid ICU MessageFormat, every text of it', () => {
    const broken = [...spanishTexts].filter(([, text]) => {
      try {
        parse(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });
});

describe.each(translations)('the %s catalogue', (locale) => {
  let catalogue: Record<string, MessageArea>;
  let translated: Map<string, string>;
  beforeAll(async () => {
    catalogue = (await loadCatalogue(locale)) as unknown as Record<string, MessageArea>;
    translated = textsOf(catalogue);
  });

  it('has every text of the Spanish, and nothing else', () => {
    expect([...translated.keys()].sort()).toEqual([...spanishTexts.keys()].sort());
  });

  it('asks for the same placeholders as the Spanish, with every plural form its language needs', () => {
    const problems: string[] = [];
    for (const [path, spanish] of spanishTexts) {
      const text = translated.get(path);
      if (text === undefined) continue;
      const found: string[] = [];
      let theirs: string[];
      try {
        theirs = shape(parse(text), locale, found);
      } catch (error) {
        problems.push(`${path}: not valid ICU (${(error as Error).message})`);
        continue;
      }
      const ours = shape(parse(spanish), DEFAULT_LOCALE, []);
      if (theirs.join() !== ours.join())
        problems.push(`${path}: {${theirs.join('}{')}} ≠ Spanish {${ours.join('}{')}}`);
      problems.push(...found.map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('is what every area reads while its language is active', () => {
    addCatalogue(locale, catalogue);
    setLocaleSource(() => locale);
    for (const [area, messages] of Object.entries(spanishCatalogue))
      for (const key of Object.keys(messages))
        expect((messages as Record<string, unknown>)[key], `${area}.${key}`).toEqual(catalogue[area]![key]);
  });
});

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));
