/**
 * Content entries and their versions (content spec section 7, modes `publish` and `preview`).
 *
 * An entry is (site, locale, kind, key). Its base document in `content` is version 0: published
 * and always live. Versions in `content_versions` carry a status and a schedule: `publish` serves
 * the highest published version live now; `preview` also serves drafts, and with
 * `previewDateTime` serves what will be live at that instant. Publish responses carry the
 * entry's cache tags (`Cache-Tag`), which a publish or schedule change lists for purging.
 */
import type { Context } from 'hono';
import type { ContentEntryKind } from '../../../shared/contract/content';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../errors';
import { localeFor } from '../site';
import { SANDBOX_SITES, type SandboxSite } from '../sites';

export type ContentMode = 'publish' | 'preview';

/** How a request reads content: its mode and the instant whose live versions it sees. */
export type Reading = { mode: ContentMode; at: string };

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Normalises an ISO 8601 instant to `toISOString` form (text order is time order); 400 if it is none. */
export const instant = (value: string, name: string): string => {
  const ms = ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw badRequest(`${name} must be an ISO 8601 date-time`);
  return new Date(ms).toISOString();
};

/** `previewDateTime` counts only in preview: published reads are always of now. */
export const readingOf = (c: Context<AppEnv>): Reading => {
  const mode = c.req.param('mode') === 'preview' ? 'preview' : 'publish';
  const asked = c.req.query('previewDateTime');
  const at = mode === 'preview' && asked ? instant(asked, 'previewDateTime') : new Date().toISOString();
  return { mode, at };
};

export const siteOf = (siteId: string): SandboxSite => {
  const site = SANDBOX_SITES.get(siteId);
  if (!site) throw notFound(`Unknown site ${siteId}`);
  return site;
};

/** The locale asked for must be one of the site's; no locale means the site's first. */
export const localeOf = (site: SandboxSite, requested: string | undefined): string => {
  if (requested && !site.locales.includes(requested.toLowerCase())) {
    throw notFound(`Site ${site.siteId} has no content in ${requested}`);
  }
  return localeFor(site, requested);
};

/** Cache tags of an entry: the entry itself, and everything of its site and locale. */
export const purgeTags = (siteId: string, locale: string, kind: string, key: string): string[] => [
  `content:${siteId}:${locale}:${kind}:${key}`,
  `content:${siteId}:${locale}`,
];

export const cacheHeaders = (reading: Reading, tags: string[] = []): Record<string, string> =>
  reading.mode === 'publish'
    ? {
        'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
        ...(tags.length > 0 ? { 'Cache-Tag': tags.join(',') } : {}),
      }
    : { 'Cache-Control': 'private, no-store' };

/** Versions a reading may see, as SQL over `content_versions` (bound as ?1 drafts-allowed, ?2 at). */
const VISIBLE = `(status = 'published' OR ?1 = 1)
  AND (live_from IS NULL OR live_from <= ?2) AND (live_until IS NULL OR live_until > ?2)`;

export type Entry = { kind: ContentEntryKind; key: string; doc: unknown };

/** One entry's document as the reading sees it; 404 when there is none. */
export const loadEntry = async (
  db: D1Database,
  site: SandboxSite,
  locale: string,
  kind: ContentEntryKind,
  key: string,
  reading: Reading,
): Promise<unknown> => {
  const row = await db
    .prepare(
      `SELECT doc FROM (
         SELECT doc, 0 AS version FROM content WHERE site_id = ?3 AND locale = ?4 AND kind = ?5 AND key = ?6
         UNION ALL
         SELECT doc, version FROM content_versions
         WHERE site_id = ?3 AND locale = ?4 AND kind = ?5 AND key = ?6 AND ${VISIBLE}
       ) ORDER BY version DESC LIMIT 1`,
    )
    .bind(reading.mode === 'preview' ? 1 : 0, reading.at, site.siteId, locale, kind, key)
    .first<{ doc: string }>();
  if (!row) throw notFound(`No ${kind} ${key} for ${site.siteId} ${locale}`);
  return JSON.parse(row.doc);
};

/** Every entry of the given kinds, each as the reading sees it, in key order. */
export const loadEntries = async (
  db: D1Database,
  site: SandboxSite,
  locale: string,
  kinds: readonly ContentEntryKind[],
  reading: Reading,
): Promise<Entry[]> => {
  const kindList = kinds.map((_, i) => `?${i + 5}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT kind, key, doc FROM (
         SELECT kind, key, doc, ROW_NUMBER() OVER (PARTITION BY kind, key ORDER BY version DESC) AS rank FROM (
           SELECT kind, key, doc, 0 AS version FROM content
           WHERE site_id = ?3 AND locale = ?4 AND kind IN (${kindList})
           UNION ALL
           SELECT kind, key, doc, version FROM content_versions
           WHERE site_id = ?3 AND locale = ?4 AND kind IN (${kindList}) AND ${VISIBLE}
         )
       ) WHERE rank = 1 ORDER BY kind, key`,
    )
    .bind(reading.mode === 'preview' ? 1 : 0, reading.at, site.siteId, locale, ...kinds)
    .all<{ kind: ContentEntryKind; key: string; doc: string }>();
  return results.map((row) => ({ kind: row.kind, key: row.key, doc: JSON.parse(row.doc) as unknown }));
};
