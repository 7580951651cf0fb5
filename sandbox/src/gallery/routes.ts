/**
 * The two UGC gallery vendors' hosts (content spec sections 3 and 7). The second vendor: `GET
 * /gallery/widgets/{containerId}/{locale}` answers the widget script, which fills the element
 * `[data-ugc-container="{containerId}"]` with shopper photos and records the tag it was loaded
 * with (`data-tag` of its script: the product's masterId). The first vendor: `GET
 * /gallery/embed/{containerId}/{locale}?filter=` fills its container with the photos the filter
 * (PRODUCT_ID and CATEGORY filled in) selects. Public, like a vendor's CDN; an unknown locale
 * falls back to the default one.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { badRequest } from '../errors';

const DEFAULT_LOCALE = 'en-us';
const CAPTIONS: Record<string, string> = {
  en: 'Shopper photo {n}',
  fr: 'Photo de client {n}',
  de: 'Kundenfoto {n}',
  it: 'Foto di un cliente {n}',
};
const PHOTOS = 4;

/** JSON that is safe inside a script (no `</script>`, no line separators). */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const widgetScript = (containerId: string, locale: string): string => {
  const caption = CAPTIONS[locale.slice(0, 2)] ?? CAPTIONS.en ?? '';
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    src: `/images/content/ugc-${containerId.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${i + 1}.svg`,
    alt: caption.replace('{n}', String(i + 1)),
  }));
  return `(function(){var s=document.currentScript,id=${scriptJson(containerId)},p=${scriptJson(photos)};
var box=document.querySelector('[data-ugc-container="'+id+'"]');if(!box||box.hasAttribute('data-ugc-loaded'))return;
var ul=document.createElement('ul');ul.className='ugc-widget__tiles';
p.forEach(function(x){var li=document.createElement('li'),img=document.createElement('img');img.src=x.src;img.alt=x.alt;img.width=400;img.height=400;img.loading='lazy';li.appendChild(img);ul.appendChild(li)});
box.appendChild(ul);box.setAttribute('data-ugc-tag',(s&&s.dataset.tag)||'');box.setAttribute('data-ugc-loaded','')})();`;
};

/** The first vendor's filter, as the storefront fills it (`product:{id};category:{id}`). */
export const EMBED_FILTER = /^[\p{L}\p{N} :;,._=&|/-]{0,200}$/u;

/**
 * The first gallery vendor's embed script: fills `[data-ugc-container="{containerId}"]` with the
 * photos its filter selects (the same filter, the same photos) and records the filter it applied.
 */
export const embedScript = (containerId: string, locale: string, filter: string): string => {
  const caption = CAPTIONS[locale.slice(0, 2)] ?? CAPTIONS.en ?? '';
  // A stable choice of scenes per filter, so a product page and the campaign show different sets.
  let hash = 0;
  for (const char of filter) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const slug = containerId.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    src: `/images/content/ugc-${slug}-${(hash + i) % 12}.svg`,
    alt: caption.replace('{n}', String(i + 1)),
  }));
  return `(function(){var id=${scriptJson(containerId)},f=${scriptJson(filter)},p=${scriptJson(photos)};
var box=document.querySelector('[data-ugc-container="'+id+'"]');if(!box||box.hasAttribute('data-ugc-loaded'))return;
var ul=document.createElement('ul');ul.className='ugc-widget__tiles';
p.forEach(function(x){var li=document.createElement('li'),img=document.createElement('img');img.src=x.src;img.alt=x.alt;img.width=400;img.height=400;img.loading='lazy';li.appendChild(img);ul.appendChild(li)});
box.appendChild(ul);box.setAttribute('data-ugc-filter-applied',f);box.setAttribute('data-ugc-loaded','')})();`;
};

export const galleryRoutes = new Hono<AppEnv>()
  .get('/gallery/embed/:containerId{[A-Za-z0-9_-]{1,64}}/:locale{[a-z]{2}-[a-z]{2}}', (c) => {
    const { containerId, locale } = c.req.param();
    const filter = c.req.query('filter') ?? '';
    if (!EMBED_FILTER.test(filter)) throw badRequest('filter is not valid');
    const known = Object.hasOwn(CAPTIONS, locale.slice(0, 2)) ? locale : DEFAULT_LOCALE;
    return c.body(embedScript(containerId, known, filter), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  })
  .get('/gallery/widgets/:containerId{[A-Za-z0-9_-]{1,64}}/:locale{[a-z]{2}-[a-z]{2}}', (c) => {
    const { containerId, locale } = c.req.param();
    const known = Object.hasOwn(CAPTIONS, locale.slice(0, 2)) ? locale : DEFAULT_LOCALE;
    return c.body(widgetScript(containerId, known), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  });
