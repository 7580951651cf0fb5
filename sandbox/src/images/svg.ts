/**
 * Generated images, so that nothing is fetched from outside: a product silhouette by product type
 * in the colour's swatch (views 1 to 4 differ), and a mountain landscape for content images. Same
 * input, same bytes.
 */
import { createRng, hashString } from '../../seed/prng';

const SHAPES: Record<string, string> = {
  jacket:
    'M150 60 L250 60 L300 90 L360 250 L320 265 L285 170 L285 350 L115 350 L115 170 L80 265 L40 250 L100 90 Z M185 60 L200 100 L215 60',
  tee: 'M140 70 L260 70 L340 120 L310 170 L275 150 L275 340 L125 340 L125 150 L90 170 L60 120 Z',
  pants: 'M130 50 L270 50 L290 350 L225 350 L200 140 L175 350 L110 350 Z',
  shorts: 'M125 90 L275 90 L295 260 L215 260 L200 170 L185 260 L105 260 Z',
  boot: 'M120 70 L215 70 L225 230 L330 260 L345 300 L340 330 L95 330 L95 290 L110 230 Z',
  shoe: 'M70 220 L150 170 L200 190 L260 200 L330 240 L345 290 L340 310 L65 310 L60 270 Z',
  sandal: 'M70 280 L330 280 L340 305 L60 305 Z M110 280 L150 220 L200 280 M200 280 L240 220 L280 280',
  pack: 'M130 80 Q200 40 270 80 L290 330 Q200 360 110 330 Z M150 170 L250 170 L255 260 L145 260 Z',
  duffel: 'M70 170 Q200 130 330 170 L340 300 L60 300 Z M150 170 Q200 100 250 170',
  hippack: 'M80 180 Q200 140 320 180 L300 260 Q200 290 100 260 Z',
  hat: 'M110 250 Q110 110 200 105 Q290 110 290 250 Z M95 250 L305 250 L305 275 L95 275 Z',
  cap: 'M110 240 Q115 130 200 125 Q280 130 285 240 Z M270 230 L350 250 L345 265 L270 250 Z',
  gloves:
    'M140 330 L140 170 L155 90 L175 90 L180 160 L190 70 L210 70 L215 160 L225 80 L245 80 L245 170 L275 140 L290 150 L255 230 L255 330 Z',
  socks: 'M160 60 L230 60 L230 250 L300 290 L290 340 L170 330 L160 290 Z',
  bottle: 'M175 60 L225 60 L225 100 L250 130 L250 340 L150 340 L150 130 L175 100 Z',
  card: 'M70 120 Q70 100 90 100 L310 100 Q330 100 330 120 L330 280 Q330 300 310 300 L90 300 Q70 300 70 280 Z M70 150 L330 150 M95 250 L200 250 M95 270 L160 270',
};

const SHAPE_OF_TYPE: Record<string, string> = {
  jacket: 'jacket',
  fleece: 'jacket',
  tee: 'tee',
  shirt: 'tee',
  baselayer: 'tee',
  pants: 'pants',
  shorts: 'shorts',
  boot: 'boot',
  shoe: 'shoe',
  sneaker: 'shoe',
  sandal: 'sandal',
  pack: 'pack',
  duffel: 'duffel',
  hippack: 'hippack',
  beanie: 'hat',
  cap: 'cap',
  gloves: 'gloves',
  socks: 'socks',
  bottle: 'bottle',
  giftcard: 'card',
};

const VIEWS = [
  '',
  'translate(400 0) scale(-1 1)',
  'translate(-200 -150) scale(2)',
  'rotate(-8 200 200)',
] as const;

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Lighter or darker shade of a #rrggbb colour, for outlines and backgrounds. */
const shade = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const [r, g, b] = [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255)];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
};

export const productSvg = (productType: string, swatch: string, view: number, label: string): string => {
  const shape = SHAPES[SHAPE_OF_TYPE[productType] ?? 'pack']!;
  const transform = VIEWS[(view - 1) % VIEWS.length] ?? '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="1000" height="1000" role="img">',
    `<title>${escapeXml(label)}</title>`,
    '<rect width="400" height="400" fill="#f3f1ec"/>',
    '<ellipse cx="200" cy="360" rx="140" ry="12" fill="#000" opacity="0.08"/>',
    `<g transform="${transform}"><path d="${shape}" fill="${swatch}" stroke="${shade(swatch, -0.25)}" stroke-width="4" stroke-linejoin="round" fill-rule="evenodd"/></g>`,
    '</svg>',
  ].join('');
};

const SKIES = [
  ['#f6d5a8', '#8fb8de'],
  ['#fbe3c4', '#e58f6b'],
  ['#cfe3f3', '#6d96c4'],
  ['#2c3e66', '#d98c6f'],
] as const;

/** A landscape of layered ridges under a sky, seeded by the image name. */
export const contentSvg = (name: string): string => {
  const rng = createRng(hashString(name));
  const [skyTop, skyBottom] = SKIES[rng.int(0, SKIES.length - 1)]!;
  const ridges: string[] = [];
  const layers = 4;
  for (let layer = 0; layer < layers; layer++) {
    const base = 260 + layer * 45;
    let d = `M0 ${base}`;
    for (let x = 0; x <= 1600; x += 100) d += ` L${x} ${base - rng.int(20, 160 - layer * 25)}`;
    d += ' L1600 900 L0 900 Z';
    const tone = shade('#2f4a3a', 0.28 - layer * 0.09);
    ridges.push(`<path d="${d}" fill="${tone}"/>`);
  }
  const sunX = rng.int(200, 1400);
  const sunY = rng.int(90, 220);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" preserveAspectRatio="xMidYMid slice" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyBottom}"/><stop offset="1" stop-color="${skyTop}"/></linearGradient></defs>`,
    '<rect width="1600" height="900" fill="url(#sky)"/>',
    `<circle cx="${sunX}" cy="${sunY}" r="60" fill="#fff6e0" opacity="0.85"/>`,
    ...ridges,
    '</svg>',
  ].join('');
};
