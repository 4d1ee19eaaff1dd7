import { describe, expect, it } from 'vitest';
import { headTags } from './page-head';

const BASE = 'https://ronda.example';

describe('the head of a page', () => {
  it("shares the site's card when the page has no picture of its own", () => {
    const tags = headTags({ title: 'Mates disponibles para alquilar' }, BASE, '/mates');
    expect(tags).toContain('<meta property="og:image" content="https://ronda.example/og-image.png" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('shares its own picture when it has one, at its absolute address', () => {
    const tags = headTags({ title: 'Mate', image: '/media/abc.webp' }, BASE, '/mates/1');
    expect(tags).toContain('<meta property="og:image" content="https://ronda.example/media/abc.webp" />');
    expect(tags).not.toContain('og-image.png');
    expect(tags).not.toContain('og:image:width');
  });

  it('names its address in its own language and in every other, and its previews in its language', () => {
    const spanish = headTags({ title: 'Preguntas' }, BASE, '/faq', 'es');
    expect(spanish).toContain('<link rel="canonical" href="https://ronda.example/faq" />');
    expect(spanish).toContain('<meta property="og:locale" content="es_AR" />');
    const english = headTags({ title: 'Questions' }, BASE, '/faq', 'en');
    expect(english).toContain('<link rel="canonical" href="https://ronda.example/en/faq" />');
    expect(english).toContain('<meta property="og:url" content="https://ronda.example/en/faq" />');
    expect(english).toContain('<meta property="og:locale" content="en_GB" />');
    expect(english).toContain('<meta property="og:locale:alternate" content="pt_BR" />');
    for (const tags of [spanish, english]) {
      expect(tags).toContain('<link rel="alternate" hreflang="es" href="https://ronda.example/faq" />');
      expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://ronda.example/en/faq" />');
      expect(tags).toContain(
        '<link rel="alternate" hreflang="pt-BR" href="https://ronda.example/pt-BR/faq" />',
      );
      expect(tags).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://ronda.example/faq" />',
      );
    }
    const home = headTags({}, BASE, '/', 'pt-BR');
    expect(home).toContain('<link rel="canonical" href="https://ronda.example/pt-BR" />');
  });

  it('gives a missing page neither a canonical address nor other languages', () => {
    const tags = headTags({ noindex: true }, BASE, '/nada', 'en');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('hreflang');
  });
});
