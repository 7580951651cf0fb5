/**
 * The sandbox's cron (`[triggers]` in wrangler.toml, every minute): a scheduled content version
 * goes live at its edge, but nothing is published then, so nobody would tell the storefront to
 * purge. The minute's run sends what has come due to the purge webhook. Miniflare runs no cron,
 * so `npm start` makes the same call every minute (scripts/local.mjs).
 */
import { deliverDuePurges } from './content/purge-webhook';
import type { SandboxEnv } from './env';

export const scheduled: ExportedHandlerScheduledHandler<SandboxEnv> = async (_controller, env) => {
  const outcome = await deliverDuePurges(env);
  if ('delivered' in outcome)
    console.log(
      JSON.stringify({
        level: 'info',
        message: 'scheduled purges delivered',
        tags: outcome.delivered.length,
      }),
    );
};
