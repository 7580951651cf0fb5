/**
 * Security headers with a per-response CSP nonce (`c.get('secureHeadersNonce')`): scripts run only
 * with the nonce (and what they import, via strict-dynamic); nothing loads from another origin.
 * Only the YouTube player comes from elsewhere (frame-src); hosted video streams through this origin. No page may be framed, except the paths given as `framedBySelf`, which only this origin may frame.
 */
import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

export type SecurityOptions = { framedBySelf?: readonly RegExp[] };

export const securityHeaders = ({ framedBySelf = [] }: SecurityOptions = {}) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      // Swatch colours and rating widths are inline style attributes; no inline <style> blocks.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // Video blocks: the YouTube player once the shopper asks for it (content spec 9).
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
      // Hosted streams come through this origin; the HLS player feeds the video a MediaSource (blob:).
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: [
        (c: Context) => (framedBySelf.some((path) => path.test(c.req.path)) ? "'self'" : "'none'"),
      ],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
  });
