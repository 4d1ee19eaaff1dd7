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
});
