import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons come from one SVG set (lucide-react): an emoji renders as a box where no emoji font exists. The
 * only pictographs left are symbols the spec itself writes inside a message, which stay text.
 */
const ALLOWED: Array<{ file: string; text: string; why: string }> = [
  {
    file: 'src/shared/messages/mate-form.ts',
    text: '✅ Tu mate fue publicado con éxito.',
    why: 'spec, Publish/edit: the publish success toast is written with ✅',
  },
  {
    file: 'src/shared/messages/mate-form.ts',
    text: '✅ Tu publicación fue actualizada correctamente.',
    why: 'spec, Publish/edit: the edit success toast is written with ✅',
  },
  {
    file: 'src/shared/messages/common.ts',
    text: '© 2025 Ronda. Compartí el mate donde estés.',
    why: 'spec, Footer: the copyright line (© is a Latin-1 character every font has, not an icon)',
  },
];

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every pictograph in a file that is not inside one of its allowed messages, as "path:line: character". */
function strayPictographs(file: string, text: string): string[] {
  let rest = text;
  for (const allowed of ALLOWED.filter((entry) => entry.file === file))
    rest = rest.replaceAll(allowed.text, ' '.repeat(allowed.text.length));
  return rest.split('\n').flatMap((line, index) => {
    const found = [...line].filter((char) => PICTOGRAPH.test(char));
    return found.length > 0 ? [`${file}:${index + 1}: ${found.join(' ')}`] : [];
  });
}

const files = [...sourceFiles('src/web', /\.tsx?$/), ...sourceFiles('src/shared/messages', /\.ts$/)];

describe('icons are SVG, not emoji', () => {
  it('finds the emoji that used to be icons, and lets arrows, × and accents be', () => {
    // Written as escapes so this test file has none of its own.
    for (const emoji of ['\u{1F9C9}', '\u{1F4CD}', '\u26A0\uFE0F', '\u{1F4AC}', '\u2B50', '\u{1F5D3}\uFE0F'])
      expect(strayPictographs('x.tsx', `<span>${emoji}</span>`)).toHaveLength(1);
    expect(strayPictographs('x.tsx', '← Volver · × ñ á ¡Listo! 1 ↑ ↓')).toEqual([]);
  });

  it('reads every web component and every message module', () => {
    expect(files).toContain('src/web/pages/HomePage.tsx');
    expect(files).toContain('src/shared/messages/mate-form.ts');
    expect(files.length).toBeGreaterThan(40);
  });

  it('has no pictograph outside the spec’s own messages', () => {
    const stray = files.flatMap((file) => strayPictographs(file, readFileSync(join(root, file), 'utf8')));
    expect(stray).toEqual([]);
  });

  it('names only messages that are still there, word for word', () => {
    for (const allowed of ALLOWED)
      expect(readFileSync(join(root, allowed.file), 'utf8'), allowed.why).toContain(`'${allowed.text}'`);
  });
});
