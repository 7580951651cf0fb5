/**
 * Generated images, so that nothing is fetched from outside: product art per type and colour
 * (products.ts) and content images: a lifestyle scene when the name says what it shows
 * (scenes.ts: categories, campaigns), else a mountain landscape seeded by the name; a name ending
 * in `-logo` is the brand's wordmark. Same input, same bytes.
 */
import { createRng, hashString } from '../../seed/prng';
import { bannerSvg } from './scenes';
import { escapeXml, shade } from './svg-kit';

export { productSvg } from './products';

const SKIES = [
  ['#f6d5a8', '#8fb8de'],
  ['#fbe3c4', '#e58f6b'],
  ['#cfe3f3', '#6d96c4'],
  ['#2c3e66', '#d98c6f'],
] as const;

/** A landscape of layered ridges under a sky, seeded by the image name. */
const landscapeSvg = (name: string): string => {
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

/**
 * The wordmark content uses as a logo (the pop-ups'): 5 to 1, as the content declares it, so the
 * image fills the box the page reserved for it. A badge of its own colour reads on any background.
 */
const logoSvg = (name: string): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 24" width="120" height="24" role="img">',
    `<title>${escapeXml(name)}</title>`,
    '<rect width="120" height="24" rx="4" fill="#1f3a2e"/>',
    '<path d="M7 18 L13 8 L16 12.5 L18.5 9.5 L23 18 Z" fill="#e8efe9"/>',
    '<text x="28" y="16.5" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-size="11" font-weight="700" letter-spacing="1.2">RIDGELINE</text>',
    '</svg>',
  ].join('');

export const contentSvg = (name: string): string =>
  name.endsWith('-logo') ? logoSvg(name) : bannerSvg(name, landscapeSvg);
