import sharp from 'sharp';

/** Palettes for the demo photos: wall, table, gourd, gourd band, thermos. */
const PALETTES = [
  { wall: '#f3e3c3', table: '#a0703f', gourd: '#6b3e1f', band: '#d8b25a', thermos: '#2f6f5e' },
  { wall: '#dbe9e4', table: '#7a5534', gourd: '#3f2a1a', band: '#c9c9c9', thermos: '#b23a2e' },
  { wall: '#f6d7c3', table: '#8b5e3c', gourd: '#8a4b24', band: '#e6c779', thermos: '#2d4b73' },
  { wall: '#e8e1f0', table: '#6e4b2f', gourd: '#2e4a2b', band: '#d4af37', thermos: '#3b3b3b' },
  { wall: '#fff1c9', table: '#9c6b43', gourd: '#5a2e1b', band: '#b0b7bf', thermos: '#c7772a' },
] as const;

// A small deterministic generator, so the same seed always draws the same picture.
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function thermos(x: number, color: string) {
  return `<g>
    <rect x="${x}" y="250" width="140" height="380" rx="28" fill="${color}"/>
    <rect x="${x + 20}" y="205" width="100" height="60" rx="14" fill="#d9d9d9"/>
    <rect x="${x + 45}" y="180" width="50" height="30" rx="8" fill="#9a9a9a"/>
    <rect x="${x + 18}" y="300" width="18" height="280" rx="9" fill="#ffffff" opacity="0.18"/>
  </g>`;
}

/**
 * How the other photos of a kit are framed: close on the gourd, mirrored beside its thermos, from
 * further back. Each is the scene's transform around the gourd at (x, 500).
 */
const VIEWS = [
  () => '',
  (x: number) => `translate(${x} 500) scale(1.7) translate(${-x} -500)`,
  (x: number) => `translate(${x} 500) scale(-1 1) translate(${-x} -500)`,
  (x: number) => `translate(${x} 520) scale(0.7) translate(${-x} -520)`,
] as const;

/**
 * Draws an illustrated mate (sometimes with a thermos) as a 1000 × 750 JPEG; nothing is downloaded.
 * `view` above 0 draws another photo of the same kit: another light and framing, told apart at a glance.
 */
export async function demoMateImage(seed: number, view = 0): Promise<Buffer> {
  const next = random(seed);
  const base = Math.floor(next() * PALETTES.length);
  const palette = PALETTES[(base + view) % PALETTES.length] ?? PALETTES[0];
  const withThermos = view === 2 || next() < 0.6;
  const mateX = withThermos ? 380 + Math.round(next() * 60) : 500 + Math.round(next() * 80 - 40);
  const tilt = Math.round(next() * 16 - 8);
  const leaves = Array.from({ length: 14 }, () => {
    const x = (mateX - 60 + next() * 120).toFixed(1);
    const y = (394 + next() * 14).toFixed(1);
    return `<ellipse cx="${x}" cy="${y}" rx="8" ry="4" fill="#86a94a" transform="rotate(${Math.round(next() * 180)} ${x} ${y})"/>`;
  }).join('');

  const body = `M ${mateX - 90} 400 C ${mateX - 175} 520 ${mateX - 110} 630 ${mateX} 630 C ${mateX + 110} 630 ${mateX + 175} 520 ${mateX + 90} 400 Z`;
  // Drawn back to front: wall, table, shadow, thermos, gourd, yerba, rim, then the bombilla resting in the yerba.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750" viewBox="0 0 1000 750">
    <defs>
      <radialGradient id="light" cx="30%" cy="20%" r="80%">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="gourd" cx="38%" cy="35%" r="70%">
        <stop offset="0" stop-color="${palette.gourd}" stop-opacity="0.75"/>
        <stop offset="1" stop-color="${palette.gourd}"/>
      </radialGradient>
      <clipPath id="mouth"><ellipse cx="${mateX}" cy="400" rx="82" ry="16"/></clipPath>
    </defs>
    <rect width="1000" height="750" fill="${palette.wall}"/>
    <rect width="1000" height="750" fill="url(#light)"/>
    <g transform="${VIEWS[view % VIEWS.length]!(mateX)}">
    <rect x="-1000" y="560" width="3000" height="1000" fill="${palette.table}"/>
    <ellipse cx="${mateX}" cy="632" rx="150" ry="20" fill="#000000" opacity="0.2"/>
    ${withThermos ? thermos(mateX + 190, palette.thermos) : ''}
    <path d="${body}" fill="${palette.wall}"/><!-- opaque base under the shaded gourd -->
    <path d="${body}" fill="url(#gourd)"/>
    <ellipse cx="${mateX - 45}" cy="500" rx="18" ry="55" fill="#ffffff" opacity="0.18"/>
    <ellipse cx="${mateX}" cy="400" rx="82" ry="16" fill="#4f6b2a"/>
    <g clip-path="url(#mouth)">${leaves}</g>
    <ellipse cx="${mateX}" cy="400" rx="88" ry="19" fill="none" stroke="${palette.band}" stroke-width="10"/>
    <g transform="rotate(${tilt} ${mateX + 20} 402)">
      <line x1="${mateX + 20}" y1="402" x2="${mateX + 90}" y2="190" stroke="#c0c4c8" stroke-width="11" stroke-linecap="round"/>
      <ellipse cx="${mateX + 90}" cy="190" rx="12" ry="7" fill="#9ea3a8"/>
    </g>
    </g>
  </svg>`;

  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Background colours for the demo avatars: dark enough for white initials. */
const AVATAR_COLOURS = ['#2f6f5e', '#b23a2e', '#2d4b73', '#8a4b24', '#5b3f8c', '#3d6b2a', '#a04a72'] as const;

/** Up to two initials of a public name: "Cami Viajera" → "CV", "Martín_BCN" → "MB", "Joaco" → "J". */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('es'))
    .join('');
}

/** Draws a demo person's avatar: their initials on a coloured square with a soft light, as a 400 × 400 PNG. */
export async function demoAvatarImage(name: string, seed: number): Promise<Buffer> {
  const colour = AVATAR_COLOURS[seed % AVATAR_COLOURS.length]!;
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 150 : 180;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <defs>
      <radialGradient id="light" cx="30%" cy="25%" r="85%">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="400" height="400" fill="${colour}"/>
    <rect width="400" height="400" fill="url(#light)"/>
    <text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-weight="700" font-size="${size}" fill="#ffffff">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
