/**
 * Cloudflare's purge-by-tag API for the zone the shop is served on. Only the colos' copies of the
 * purge log are purged this way (tag `PURGE_LOG_TAG`): every colo then re-reads the network's log
 * on its next cached read, so a purge is seen everywhere within a second or two instead of
 * `PURGE_LOG_COLO_TTL_S`. The cached entries themselves stay: the log already stops them from being
 * served, and they remain the last good value should the upstream fail (stale-if-error).
 * Configured by `CACHE_PURGE_ZONE_ID` and `CACHE_PURGE_API_TOKEN` (a token with Cache Purge on the
 * zone); without them nothing is called.
 */
import { ApiError } from './errors';

const API = 'https://api.cloudflare.com/client/v4';
const TIMEOUT_MS = 5000;

export type ZonePurgeSettings = { zoneId: string; apiToken: string };

export const zonePurgeSettings = (env: {
  CACHE_PURGE_ZONE_ID?: string;
  CACHE_PURGE_API_TOKEN?: string;
}): ZonePurgeSettings | undefined =>
  env.CACHE_PURGE_ZONE_ID && env.CACHE_PURGE_API_TOKEN
    ? { zoneId: env.CACHE_PURGE_ZONE_ID, apiToken: env.CACHE_PURGE_API_TOKEN }
    : undefined;

const refused = (reason: string, cause?: unknown) =>
  new ApiError({ status: 502, errorId: 'GEN500', message: `zone purge failed: ${reason}`, cause });

/** Purges `tags` in every colo of the zone; an `ApiError` (502) with Cloudflare's reason when it fails. */
export const purgeZoneTags = async (
  settings: ZonePurgeSettings,
  tags: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<void> => {
  let response: Response;
  try {
    response = await fetcher(`${API}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw refused(String(error), error);
  }
  const body = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    errors?: { message?: string }[];
  };
  if (!response.ok || body.success !== true)
    throw refused(body.errors?.map((e) => e.message).join('; ') || `status ${response.status}`);
};
