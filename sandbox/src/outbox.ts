/**
 * The e-mail outbox, newest first: `GET /__outbox?to=shopper@example.com&ref=`. It holds live
 * password-reset links and e-gift card numbers with their PINs, so it is an admin call: without
 * the right `x-sandbox-admin` header it does not exist (404, like `/__admin/*`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from './admin';
import type { AppEnv } from './env';
import { validate } from './errors';

export const outboxRoutes = new Hono<AppEnv>().get(
  '/__outbox',
  requireAdmin,
  validate('query', z.object({ to: z.string().max(120).optional(), ref: z.string().max(40).optional() })),
  async (c) => {
    const { to, ref } = c.req.valid('query');
    const rows = await c.env.DB.prepare(
      `SELECT id, recipient, subject, kind, body, ref, created_at FROM outbox
       WHERE (?1 IS NULL OR recipient = lower(?1)) AND (?2 IS NULL OR ref = ?2) ORDER BY id DESC LIMIT 50`,
    )
      .bind(to ?? null, ref ?? null)
      .all();
    return c.json({ messages: rows.results }, 200, { 'Cache-Control': 'no-store' });
  },
);
