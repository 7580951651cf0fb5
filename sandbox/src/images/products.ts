/**
 * Product art: a silhouette per product type in the colour's swatch, with the details that tell
 * one garment from another drawn in a shade that stays visible on that swatch (a shell's hood,
 * taped seams and zip; a fleece's grid texture and half zip; a puffer's baffles; a boot's lugged
 * sole, laces and high collar). Accents that are not the swatch (soles, bottle caps, sock heels)
 * are fixed neutrals, so the colour reads as the product's. Views 1 to 4 differ.
 */
import { escapeXml, luminance, shade } from './svg-kit';

type Art = {
  /** The silhouette, filled with the swatch. */
  body: string;
  /** Lines drawn over it in the detail shade. */
  details?: string;
  /** Fixed-colour parts drawn after the body: [path, fill]. */
  accents?: readonly (readonly [string, string])[];
  /** A texture laid over the body (clipped to it). */
  texture?: 'grid' | 'rib' | 'knit';
};

const DARK = '#2b2d2f';
const MIDSOLE = '#f1efe8';

const JACKET = 'L300 95 L360 255 L320 270 L285 175 L285 350 L115 350 L115 175 L80 270 L40 255 L100 95 Z';
const LONG_SLEEVE =
  'L330 110 L370 300 L335 312 L290 175 L288 350 L112 350 L110 175 L65 312 L30 300 L70 110 Z';

const ART: Record<string, Art> = {
  shell: {
    body: `M150 75 Q150 20 200 18 Q250 20 250 75 ${JACKET}`,
    details:
      'M200 60 L200 350 M160 70 Q200 95 240 70 M100 95 L115 175 M300 95 L285 175 M225 150 L265 140 M135 140 L175 150',
  },
  insulated: {
    body: `M150 60 Q200 80 250 60 ${JACKET}`,
    details:
      'M200 75 L200 350 M115 130 L285 130 M115 185 L285 185 M115 240 L285 240 M115 295 L285 295 M85 170 L70 210 M315 170 L330 210 M95 130 L75 180 M305 130 L325 180',
  },
  softshell: {
    body: `M160 45 L240 45 L250 70 ${JACKET}`,
    details: 'M200 45 L200 350 M160 45 L160 70 M240 45 L240 70 M215 120 L255 105 M130 300 L175 300',
  },
  fleece: {
    body: `M165 45 L235 45 L245 68 ${JACKET}`,
    details: 'M200 45 L200 170 M165 45 L165 68 M235 45 L235 68 M115 120 Q200 140 285 120 M120 320 L280 320',
    texture: 'grid',
  },
  tee: {
    body: 'M140 70 L260 70 L340 120 L310 170 L275 150 L275 340 L125 340 L125 150 L90 170 L60 120 Z',
    details: 'M165 70 Q200 105 235 70 M125 325 L275 325 M232 130 L252 130 L252 146 L232 146 Z',
  },
  shirt: {
    body: `M140 70 L260 70 ${LONG_SLEEVE}`,
    details:
      'M170 70 L200 110 L230 70 M200 110 L200 350 M192 150 L192 152 M192 200 L192 202 M192 250 L192 252 M192 300 L192 302 M135 140 L180 140 L180 185 L135 185 Z M220 140 L265 140 L265 185 L220 185 Z M60 280 L80 290 M340 280 L320 290',
  },
  baselayer: {
    body: 'M150 70 L250 70 L315 100 L350 305 L322 314 L280 170 L278 350 L122 350 L120 170 L78 314 L50 305 L85 100 Z',
    details: 'M170 70 Q200 95 230 70 M150 70 L125 180 M250 70 L275 180 M200 78 L200 130',
    texture: 'rib',
  },
  pants: {
    body: 'M130 50 L270 50 L290 350 L225 350 L200 140 L175 350 L110 350 Z',
    details:
      'M130 72 L270 72 M200 72 L200 135 M120 200 L150 200 L150 245 L120 245 M250 200 L282 200 M248 245 L284 245 M140 260 L175 268 M228 268 L262 260',
  },
  shorts: {
    body: 'M125 90 L275 90 L295 260 L215 260 L200 170 L185 260 L105 260 Z',
    details: 'M125 110 L275 110 M200 110 L200 165 M135 130 Q150 160 135 185 M265 130 Q250 160 265 185',
  },
  boot: {
    body: 'M130 60 L225 60 L232 215 Q300 230 335 262 L345 300 L95 300 L95 250 L115 200 Z',
    details:
      'M150 90 L215 110 M150 110 L215 90 M150 135 L215 155 M150 155 L215 135 M152 180 L220 198 M128 60 L228 60 M280 235 Q300 270 340 275',
    accents: [
      ['M88 298 L348 298 L352 328 L84 328 Z', DARK],
      [
        'M95 328 l20 14 l20 -14 l20 14 l20 -14 l20 14 l20 -14 l20 14 l20 -14 l20 14 l20 -14 l20 14 l20 -14',
        'none',
      ],
    ],
  },
  shoe: {
    body: 'M70 250 L140 185 L200 200 L265 210 L330 248 L345 290 L65 290 L60 262 Z',
    details:
      'M150 200 L185 232 M170 198 L200 228 M192 202 L215 226 M70 262 L335 262 M290 225 Q315 260 345 268',
    accents: [['M58 288 L350 288 L352 315 L56 315 Z', DARK]],
  },
  sneaker: {
    body: 'M70 245 L150 190 L205 205 L265 212 L325 245 L340 280 L65 280 Z',
    details: 'M160 205 L190 236 M178 202 L205 232 M198 206 L220 230 M110 255 Q200 230 290 262',
    accents: [
      ['M60 278 L345 278 L348 302 L58 302 Z', MIDSOLE],
      ['M58 302 L348 302 L346 314 L60 314 Z', DARK],
    ],
  },
  sandal: {
    body: 'M95 280 Q150 200 205 280 L183 280 Q150 232 117 280 Z M195 280 Q245 210 295 280 L273 280 Q245 240 217 280 Z M70 272 L128 238 L136 252 L82 284 Z',
    details: 'M235 240 L250 240 L250 254 L235 254 Z',
    accents: [['M65 280 L335 280 L345 310 L55 310 Z', DARK]],
  },
  pack: {
    body: 'M130 80 Q200 40 270 80 L290 330 Q200 360 110 330 Z',
    details:
      'M125 120 Q200 95 275 120 M150 190 L250 190 L255 290 L145 290 Z M150 225 L250 225 M118 170 L282 170 M116 250 L284 250 M200 60 L200 80',
  },
  duffel: {
    body: 'M70 170 Q200 130 330 170 L340 300 L60 300 Z M150 170 Q200 100 250 170 L238 170 Q200 118 162 170 Z',
    details: 'M85 175 Q200 145 315 175 M95 215 L95 290 M305 215 L305 290 M150 240 L250 240',
  },
  hippack: {
    body: 'M80 180 Q200 140 320 180 L300 260 Q200 290 100 260 Z',
    details: 'M95 195 Q200 165 305 195 M40 210 L80 205 M320 205 L360 210',
    accents: [['M350 200 L372 200 L372 222 L350 222 Z', DARK]],
  },
  beanie: {
    body: 'M110 250 Q110 110 200 105 Q290 110 290 250 Z M95 230 L305 230 L305 290 L95 290 Z',
    details:
      'M120 240 L120 282 M145 240 L145 282 M170 240 L170 282 M195 240 L195 282 M220 240 L220 282 M245 240 L245 282 M270 240 L270 282',
    accents: [['M200 62 m-28 0 a28 28 0 1 0 56 0 a28 28 0 1 0 -56 0', MIDSOLE]],
    texture: 'knit',
  },
  cap: {
    body: 'M110 240 Q115 130 200 125 Q280 130 285 240 Z M270 230 L350 250 L345 265 L270 250 Z',
    details: 'M200 125 L200 240 M150 135 Q165 190 160 240 M250 135 Q235 190 240 240 M120 225 L280 225',
    accents: [['M200 120 m-8 0 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0', DARK]],
  },
  gloves: {
    body: 'M140 330 L140 170 L155 90 L175 90 L180 160 L190 70 L210 70 L215 160 L225 80 L245 80 L245 170 L275 140 L290 150 L255 230 L255 330 Z',
    details: 'M140 290 L255 290 M160 250 L240 250',
  },
  socks: {
    body: 'M160 60 L230 60 L230 250 L300 290 L290 340 L170 330 L160 290 Z',
    details: 'M165 75 L225 75 M165 90 L225 90 M165 105 L225 105',
    accents: [
      ['M230 250 L300 290 L290 340 L262 337 Q270 295 230 280 Z', DARK],
      ['M160 290 L170 330 L205 333 Q200 300 160 285 Z', DARK],
    ],
  },
  bottle: {
    body: 'M175 95 L225 95 L225 110 L250 140 L250 340 L150 340 L150 140 L175 110 Z',
    details: 'M150 200 L250 200 M150 280 L250 280',
    accents: [['M170 50 L230 50 L230 95 L170 95 Z', DARK]],
  },
  card: {
    body: 'M70 120 Q70 100 90 100 L310 100 Q330 100 330 120 L330 280 Q330 300 310 300 L90 300 Q70 300 70 280 Z',
    details: 'M70 150 L330 150 M95 250 L200 250 M95 270 L160 270',
  },
};

const ART_OF_TYPE: Record<string, string> = {
  jacket: 'shell',
  fleece: 'fleece',
  tee: 'tee',
  shirt: 'shirt',
  baselayer: 'baselayer',
  pants: 'pants',
  shorts: 'shorts',
  boot: 'boot',
  shoe: 'shoe',
  sneaker: 'sneaker',
  sandal: 'sandal',
  pack: 'pack',
  duffel: 'duffel',
  hippack: 'hippack',
  beanie: 'beanie',
  cap: 'cap',
  gloves: 'gloves',
  socks: 'socks',
  bottle: 'bottle',
  giftcard: 'card',
};

/** Jackets come as rain shells, puffers and softshells: the name says which. */
export const artOf = (productType: string, name: string): string => {
  if (productType === 'jacket') {
    if (/insulated|down|puffer/i.test(name)) return 'insulated';
    if (/softshell/i.test(name)) return 'softshell';
  }
  return ART_OF_TYPE[productType] ?? 'pack';
};

const TEXTURES: Record<NonNullable<Art['texture']>, string> = {
  grid: '<pattern id="tex" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 0H14V14" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="2"/></pattern>',
  rib: '<pattern id="tex" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M4 0V8" stroke="#000" stroke-opacity="0.12" stroke-width="2"/></pattern>',
  knit: '<pattern id="tex" width="12" height="10" patternUnits="userSpaceOnUse"><path d="M0 0L6 10L12 0" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="2"/></pattern>',
};

const VIEWS = [
  '',
  'translate(400 0) scale(-1 1)',
  'translate(-200 -150) scale(2)',
  'rotate(-8 200 200)',
] as const;

/** Backgrounds per view: the studio grey, then warmer and cooler sets, so thumbnails differ at a glance. */
const BACKDROPS = ['#f3f1ec', '#efeae1', '#eceff0', '#f1eee8'] as const;

export const productSvg = (productType: string, swatch: string, view: number, label: string): string => {
  const art = ART[artOf(productType, label)]!;
  const index = (view - 1) % VIEWS.length;
  const detail = luminance(swatch) > 0.45 ? shade(swatch, -0.38) : shade(swatch, 0.32);
  const outline = shade(swatch, -0.25);
  const defs = art.texture
    ? `<defs>${TEXTURES[art.texture]}<clipPath id="body"><path d="${art.body}" fill-rule="evenodd"/></clipPath></defs>`
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="1000" height="1000" role="img">',
    `<title>${escapeXml(label)}</title>`,
    defs,
    `<rect width="400" height="400" fill="${BACKDROPS[index]}"/>`,
    '<ellipse cx="200" cy="360" rx="140" ry="12" fill="#000" opacity="0.08"/>',
    `<g transform="${VIEWS[index] ?? ''}" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${art.body}" fill="${swatch}" stroke="${outline}" stroke-width="4" fill-rule="evenodd"/>`,
    art.texture ? `<rect width="400" height="400" fill="url(#tex)" clip-path="url(#body)"/>` : '',
    ...(art.accents ?? []).map(([d, fill]) =>
      fill === 'none'
        ? `<path d="${d}" fill="none" stroke="${DARK}" stroke-width="5"/>`
        : `<path d="${d}" fill="${fill}" stroke="${shade(fill, -0.2)}" stroke-width="3"/>`,
    ),
    art.details ? `<path d="${art.details}" fill="none" stroke="${detail}" stroke-width="4"/>` : '',
    '</g>',
    '</svg>',
  ].join('');
};
