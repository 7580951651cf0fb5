import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../test/helpers';
import sandbox from '../index';
import { deliverDuePurges } from './purge-webhook';

const WEBHOOK = 'https://storefront.test/fapi/cache/purge';

const queue = async (count: number, dueAt: Date, prefix = 'content:RL-US:en-us:page:p') => {
  const now = new Date().toISOString();
  await env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      env.DB.prepare('INSERT INTO content_purges (tag, due_at, created_at) VALUES (?, ?, ?)').bind(
        `${prefix}${i}`,
        dueAt.toISOString(),
        now,
      ),
    ),
  );
};

const pending = async () =>
  (await env.DB.prepare('SELECT tag FROM content_purges ORDER BY id').all<{ tag: string }>()).results.map(
    (row) => row.tag,
  );

/** A purge webhook that records each delivery's tags and answers with `status(n)` for the n-th call. */
const webhook = (status: (call: number) => number = () => 200) => {
  const deliveries: { secret: string | null; tags: string[] }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    expect(request.url).toBe(WEBHOOK);
    deliveries.push({
      secret: request.headers.get('x-cache-purge-secret'),
      ...((await request.json()) as { tags: string[] }),
    });
    return new Response(null, { status: status(deliveries.length) });
  });
  return { deliveries, fetcher: fetcher as unknown as typeof fetch };
};

const clear = () =>
  env.DB.batch([
    env.DB.prepare('DELETE FROM content_purges'),
    env.DB.prepare("DELETE FROM webhooks WHERE name = 'content-purge'"),
  ]);

describe('delivering due cache purges', () => {
  beforeEach(clear);
  afterEach(async () => {
    vi.restoreAllMocks();
    await clear();
  });

  const configure = () =>
    env.DB.prepare(
      "INSERT INTO webhooks (name, url, secret, updated_at) VALUES ('content-purge', ?, 'hook-secret', ?)",
    )
      .bind(WEBHOOK, new Date().toISOString())
      .run();

  it('sends every due row in batches of 100 and leaves schedule edges still to come', async () => {
    await configure();
    await queue(230, new Date(Date.now() - 1000));
    await queue(1, new Date(Date.now() + 3_600_000), 'content:RL-US:en-us:page:tomorrow');
    const hook = webhook();

    const outcome = await deliverDuePurges(env, hook.fetcher);

    expect(hook.deliveries.map((d) => d.tags.length)).toEqual([100, 100, 30]);
    expect(hook.deliveries.every((d) => d.secret === 'hook-secret')).toBe(true);
    expect('delivered' in outcome && outcome.delivered.length).toBe(230);
    expect(await pending()).toEqual(['content:RL-US:en-us:page:tomorrow0']);
  });

  it('stops at a failed delivery and keeps what was not taken for the next run', async () => {
    await configure();
    await queue(150, new Date(Date.now() - 1000));
    const hook = webhook((call) => (call === 2 ? 503 : 200));

    expect(await deliverDuePurges(env, hook.fetcher)).toEqual({
      failed: 'webhook answered 503',
      pending: 50,
    });
    expect(await pending()).toHaveLength(50);

    const retry = webhook();
    expect(await deliverDuePurges(env, retry.fetcher)).toMatchObject({ delivered: expect.any(Array) });
    expect(retry.deliveries.map((d) => d.tags.length)).toEqual([50]);
    expect(await pending()).toEqual([]);
  });

  it('the minute cron delivers a schedule edge once it has come', async () => {
    await configure();
    await queue(1, new Date(Date.now() + 400), 'content:RL-US:en-us:page:sale');
    const hook = webhook();
    vi.spyOn(globalThis, 'fetch').mockImplementation(hook.fetcher);
    const tick = async () => {
      const ctx = createExecutionContext();
      await sandbox.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    };

    await tick();
    expect(hook.deliveries).toEqual([]);
    expect(await pending()).toEqual(['content:RL-US:en-us:page:sale0']);

    await new Promise((resolve) => setTimeout(resolve, 500));
    await tick();
    expect(hook.deliveries).toEqual([{ secret: 'hook-secret', tags: ['content:RL-US:en-us:page:sale0'] }]);
    expect(await pending()).toEqual([]);
  });

  it('without a webhook the rows wait', async () => {
    await queue(3, new Date(Date.now() - 1000));
    expect(await deliverDuePurges({ ...env, PURGE_WEBHOOK_URL: '' }, webhook().fetcher)).toEqual({
      skipped: 'no webhook configured',
    });
    expect(await pending()).toHaveLength(3);
  });
});
