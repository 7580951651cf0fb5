/**
 * Lifestyle banners for content images: a scene chosen from the words of the image name (a
 * category's slug, a campaign's name), so the men's page is not the kids' page and the winter
 * campaign is not the rain one. A scene is a sky, far ridges, the ground, weather and a figure
 * doing the thing the category sells; the name's hash varies the details. Names with no scene
 * word keep the plain layered-ridge landscape. Same name, same bytes.
 */
import { createRng, hashString, type Rng } from '../../seed/prng';
import { escapeXml, shade } from './svg-kit';

export type SceneKind = 'alpine' | 'lake' | 'meadow' | 'trail' | 'run' | 'camp' | 'snow' | 'rain' | 'forest';

/** First match wins: "women" is tested before "men", winter and rain before the garments they sell. */
const SCENE_WORDS: readonly [RegExp, SceneKind][] = [
  [/winter|snow|insulated|beanie/, 'snow'],
  [/rain|shell/, 'rain'],
  [/running|trail-run|sneaker|cushioned|fast|lightweight/, 'run'],
  [/pack|gear|duffel|bag|bottle|daypack|backpacking/, 'camp'],
  [/kid/, 'meadow'],
  [/footwear|boot|hiking|sandal|shoe/, 'trail'],
  [/women/, 'lake'],
  [/accessor|headwear|glove|sock|cap/, 'forest'],
  [/men|jacket|layer|fleece|ridge|campaign/, 'alpine'],
];

export const sceneOf = (name: string): SceneKind | null =>
  SCENE_WORDS.find(([words]) => words.test(name))?.[1] ?? null;

type Palette = {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  ground: string;
  figure: string;
};

const PALETTES: Record<SceneKind, readonly Palette[]> = {
  alpine: [
    {
      skyTop: '#9cc3e4',
      skyBottom: '#eaf2f7',
      far: '#7d93a8',
      near: '#3f5a4c',
      ground: '#2f4a3a',
      figure: '#1d2621',
    },
    {
      skyTop: '#f3b27a',
      skyBottom: '#fde7cc',
      far: '#a0788a',
      near: '#51465c',
      ground: '#2f3340',
      figure: '#1b1c22',
    },
    {
      skyTop: '#5f8fa8',
      skyBottom: '#dbe9ea',
      far: '#6f8c8a',
      near: '#2f5752',
      ground: '#1f3b37',
      figure: '#10201d',
    },
    {
      skyTop: '#f1d08a',
      skyBottom: '#fbf1d6',
      far: '#b49a6a',
      near: '#6b5a3e',
      ground: '#463a29',
      figure: '#1f1a12',
    },
  ],
  lake: [
    {
      skyTop: '#b9d7ea',
      skyBottom: '#f6efe4',
      far: '#8aa7b5',
      near: '#4d7263',
      ground: '#35574a',
      figure: '#1f2b26',
    },
    {
      skyTop: '#e9b8a6',
      skyBottom: '#fbe9d9',
      far: '#b28b8c',
      near: '#6b6a77',
      ground: '#43485a',
      figure: '#22232b',
    },
  ],
  meadow: [
    {
      skyTop: '#8fd0f0',
      skyBottom: '#f2fbff',
      far: '#9cc79a',
      near: '#6fae6a',
      ground: '#4f9250',
      figure: '#234020',
    },
    {
      skyTop: '#ffd27a',
      skyBottom: '#fff3d4',
      far: '#b8cf8a',
      near: '#88b55e',
      ground: '#5f9a45',
      figure: '#2b3d1e',
    },
  ],
  trail: [
    {
      skyTop: '#f0c48e',
      skyBottom: '#fbead2',
      far: '#b98e6e',
      near: '#8a5e44',
      ground: '#6b4631',
      figure: '#2a1c14',
    },
    {
      skyTop: '#a8c8dc',
      skyBottom: '#f1ede2',
      far: '#9a9a8a',
      near: '#6d6c55',
      ground: '#4f4d3b',
      figure: '#22211a',
    },
  ],
  run: [
    {
      skyTop: '#ff9e6d',
      skyBottom: '#ffe0b8',
      far: '#c47a72',
      near: '#7e4b58',
      ground: '#4d2f3c',
      figure: '#1f141a',
    },
    {
      skyTop: '#7fb7e8',
      skyBottom: '#e4f1fb',
      far: '#7b9bb5',
      near: '#4f6f86',
      ground: '#34495a',
      figure: '#162029',
    },
  ],
  camp: [
    {
      skyTop: '#243a66',
      skyBottom: '#e79a6e',
      far: '#5a4a6e',
      near: '#2f3550',
      ground: '#1d2236',
      figure: '#0f121c',
    },
    {
      skyTop: '#3b5277',
      skyBottom: '#f2c38b',
      far: '#62627a',
      near: '#38435a',
      ground: '#232a3a',
      figure: '#11151e',
    },
  ],
  // Snow at blue hour: banners print white titles over the lower left, so the snow is in shadow.
  snow: [
    {
      skyTop: '#1b2c4a',
      skyBottom: '#4f6b94',
      far: '#6c84a8',
      near: '#566f94',
      ground: '#435b7e',
      figure: '#0d1626',
    },
    {
      skyTop: '#24365a',
      skyBottom: '#5f7aa2',
      far: '#7990b2',
      near: '#5d7598',
      ground: '#4a6285',
      figure: '#0f1829',
    },
  ],
  rain: [
    {
      skyTop: '#6d7d8c',
      skyBottom: '#c4ccd2',
      far: '#7f8f8f',
      near: '#4f6660',
      ground: '#34483f',
      figure: '#a7342b',
    },
    {
      skyTop: '#5d6f80',
      skyBottom: '#b8c4cc',
      far: '#77888e',
      near: '#4a5e63',
      ground: '#2e4045',
      figure: '#d0892a',
    },
  ],
  forest: [
    {
      skyTop: '#c7dcc2',
      skyBottom: '#f4f1e6',
      far: '#7f9f83',
      near: '#466b4f',
      ground: '#2e4a35',
      figure: '#1a2a1e',
    },
    {
      skyTop: '#e8c9a0',
      skyBottom: '#f8eedd',
      far: '#9a8a62',
      near: '#5d6b43',
      ground: '#3e4a2c',
      figure: '#20251a',
    },
  ],
};

/** A ridge line across the width: jagged (alpine, snow) or rolling (everything else). */
const ridge = (rng: Rng, base: number, height: number, jagged: boolean, fill: string): string => {
  let d = `M0 ${base}`;
  const step = jagged ? 80 : 200;
  for (let x = 0; x <= 1600; x += step) {
    const y = base - rng.int(Math.round(height * 0.3), height);
    d += jagged ? ` L${x} ${y}` : ` Q${x - step / 2} ${y - 30} ${x} ${y}`;
  }
  return `<path d="${d} L1600 900 L0 900 Z" fill="${fill}"/>`;
};

/** Snow caps: small white triangles on the highest points of a jagged ridge. */
const snowCaps = (rng: Rng): string => {
  const caps: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = rng.int(100, 1500);
    const y = rng.int(250, 330);
    caps.push(`M${x - 40} ${y + 40} L${x} ${y} L${x + 40} ${y + 40} L${x + 15} ${y + 30} L${x} ${y + 42} Z`);
  }
  return `<path d="${caps.join(' ')}" fill="#fff" opacity="0.9"/>`;
};

const pines = (rng: Rng, count: number, baseY: number, fill: string, scale = 1): string => {
  const trees: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, 1600);
    const h = Math.round(rng.int(90, 170) * scale);
    const w = Math.round(h * 0.38);
    const y = baseY + rng.int(-10, 30);
    trees.push(`M${x} ${y - h} L${x + w} ${y} L${x - w} ${y} Z`);
  }
  return `<path d="${trees.join(' ')}" fill="${fill}"/>`;
};

/** A person seen from the side, feet at (x, y): limbs as round-capped strokes. */
const figure = (kind: 'hiker' | 'runner' | 'child', x: number, y: number, color: string): string => {
  const s = kind === 'child' ? 0.62 : 1;
  const line = (x1: number, y1: number, x2: number, y2: number, w = 14) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke-width="${w}"/>`;
  const parts =
    kind === 'runner'
      ? [
          line(0, -150, 14, -95, 18), // torso leaning forward
          line(14, -95, 44, -50),
          line(44, -50, 30, 0),
          line(14, -95, -14, -52),
          line(-14, -52, -46, -40),
          line(4, -140, 34, -112),
          line(34, -112, 52, -130),
          line(4, -140, -26, -118),
          line(-26, -118, -34, -92),
          '<circle cx="-2" cy="-172" r="15" stroke="none"/>',
        ]
      : [
          line(0, -150, 0, -92, 18),
          line(0, -92, 18, -48),
          line(18, -48, 22, 0),
          line(0, -92, -16, -46),
          line(-16, -46, -24, 0),
          line(2, -140, 26, -100),
          line(26, -100, 44, 0, 5), // pole
          '<rect x="-30" y="-152" width="22" height="54" rx="7" stroke="none"/>', // pack
          '<circle cx="2" cy="-172" r="15" stroke="none"/>',
        ];
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}" stroke="${color}" stroke-linecap="round">${parts.join('')}</g>`;
};

const tent = (x: number, y: number, color: string): string =>
  `<path d="M${x - 110} ${y} L${x} ${y - 120} L${x + 110} ${y} Z" fill="${color}"/>` +
  `<path d="M${x - 22} ${y} L${x} ${y - 70} L${x + 22} ${y} Z" fill="#f7c86a" opacity="0.9"/>` +
  `<path d="M${x + 170} ${y} l-14 -40 l10 16 l6 -34 l8 30 l8 -18 l-4 46 Z" fill="#f59e3b"/>`;

const weather = (kind: SceneKind, rng: Rng): string => {
  if (kind === 'rain') {
    const drops: string[] = [];
    for (let i = 0; i < 90; i++) {
      const x = rng.int(0, 1640);
      const y = rng.int(0, 860);
      drops.push(`M${x} ${y} l-10 34`);
    }
    return `<path d="${drops.join(' ')}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`;
  }
  if (kind === 'snow') {
    const flakes: string[] = [];
    for (let i = 0; i < 70; i++)
      flakes.push(`<circle cx="${rng.int(0, 1600)}" cy="${rng.int(0, 820)}" r="${rng.int(3, 7)}"/>`);
    return `<g fill="#ffffff" opacity="0.8">${flakes.join('')}</g>`;
  }
  return '';
};

/** Campaign images carry the season's mark: a flight of birds high in the sky and a brand rule. */
const campaignMarks = (rng: Rng): string => {
  const birds: string[] = [];
  const x0 = rng.int(200, 1100);
  const y0 = rng.int(240, 320);
  for (let i = 0; i < 5; i++) {
    const x = x0 + i * rng.int(28, 46);
    const y = y0 + rng.int(-24, 24);
    birds.push(`M${x} ${y} q9 -10 18 0 q9 -10 18 0`);
  }
  return (
    `<path d="${birds.join(' ')}" fill="none" stroke="#1d2621" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>` +
    '<rect x="0" y="0" width="1600" height="14" fill="#c8553d"/>'
  );
};

/** The scene's SVG body (without the outer element), 1600 × 900. */
export const sceneSvg = (kind: SceneKind, name: string): string => {
  const rng = createRng(hashString(name));
  const p = PALETTES[kind][rng.int(0, PALETTES[kind].length - 1)]!;
  const jagged = kind === 'alpine' || kind === 'snow' || kind === 'run';
  const body: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`,
    '<rect width="1600" height="900" fill="url(#sky)"/>',
  ];
  if (kind !== 'rain') {
    const night = kind === 'camp' || kind === 'snow';
    body.push(
      `<circle cx="${rng.int(250, 1350)}" cy="${rng.int(110, 220)}" r="${night ? 46 : 70}" fill="${night ? '#f4f1e0' : '#fff4d6'}" opacity="0.9"/>`,
    );
  }
  body.push(ridge(rng, 400, 190, jagged, p.far));
  if (jagged) body.push(snowCaps(rng));
  body.push(ridge(rng, 500, 140, jagged && kind !== 'run', p.near));
  if (kind === 'lake') {
    body.push(`<rect y="540" width="1600" height="360" fill="${shade(p.far, 0.1)}"/>`);
    const glints: string[] = [];
    for (let i = 0; i < 14; i++)
      glints.push(`M${rng.int(60, 1500)} ${rng.int(560, 700)} h${rng.int(40, 140)}`);
    body.push(`<path d="${glints.join(' ')}" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>`);
    body.push(`<path d="M0 600 Q500 560 900 640 Q1010 690 1040 900 L0 900 Z" fill="${p.ground}"/>`);
  } else {
    body.push(`<path d="M0 610 Q400 560 800 600 T1600 585 L1600 900 L0 900 Z" fill="${p.ground}"/>`);
  }
  if (kind === 'forest' || kind === 'camp') body.push(pines(rng, 16, 600, shade(p.near, -0.08), 1.2));
  if (kind === 'lake') body.push(pines(rng, 7, 560, shade(p.near, -0.08)));
  if (kind === 'trail' || kind === 'run')
    body.push(
      `<path d="M600 900 Q740 700 980 650 T1300 600" fill="none" stroke="${shade(p.ground, 0.18)}" stroke-width="34" stroke-linecap="round"/>`,
    );
  if (kind === 'camp') body.push(tent(rng.int(900, 1150), 640, shade(p.figure, 0.35)));
  body.push(weather(kind, rng));
  const x = rng.int(1000, 1250);
  if (kind === 'meadow')
    body.push(figure('child', x, 640, p.figure), figure('child', x + 90, 648, shade(p.figure, 0.15)));
  else if (kind === 'run') body.push(figure('runner', x, 630, p.figure));
  else if (kind !== 'camp' && kind !== 'forest')
    body.push(figure('hiker', kind === 'lake' ? 420 : x, 630, p.figure));
  if (name.startsWith('campaign-')) body.push(campaignMarks(rng));
  return body.join('');
};

/** A content image: the scene for its name, or the plain landscape when no scene word matches. */
export const bannerSvg = (name: string, fallback: (name: string) => string): string => {
  const kind = sceneOf(name);
  if (!kind) return fallback(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" preserveAspectRatio="xMidYMid slice" role="img">',
    `<title>${escapeXml(name)}</title>`,
    sceneSvg(kind, name),
    '</svg>',
  ].join('');
};
