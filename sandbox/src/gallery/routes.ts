/**
 * The second UGC gallery vendor's widget host (content spec section 7): `GET
 * /gallery/widgets/{containerId}/{locale}` answers the widget script, which fills the element
 * `[data-ugc-container="{containerId}"]` with shopper photos and records the tag it was loaded
 * with (`data-tag` of its script: the product's masterId). Public, like a vendor's CDN; an unknown
 * locale falls back to the default one.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

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

export const galleryRoutes = new Hono<AppEnv>().get(
  '/gallery/widgets/:containerId{[A-Za-z0-9_-]{1,64}}/:locale{[a-z]{2}-[a-z]{2}}',
  (c) => {
    const { containerId, locale } = c.req.param();
    const known = Object.hasOwn(CAPTIONS, locale.slice(0, 2)) ? locale : DEFAULT_LOCALE;
    return c.body(widgetScript(containerId, known), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  },
);
