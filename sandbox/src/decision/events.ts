/**
 * The events a decide call carried, recorded for tests to read back (`GET /__admin/decision/events`).
 * One call's events go in one D1 batch (a transaction): all of them or none, each once; calls that
 * arrive together each write their own rows, so none is lost or doubled.
 */
import type { DecisionEvent } from '../../../shared/contract/decision';

export type CallInfo = {
  monetateId: string;
  customerId: string | undefined;
  channel: string;
  siteId: string;
};

export const recordEvents = async (db: D1Database, call: CallInfo, events: readonly DecisionEvent[]) => {
  const callId = crypto.randomUUID();
  const at = new Date().toISOString();
  const insert = db.prepare(
    `INSERT INTO decision_events (call_id, seq, monetate_id, customer_id, channel, site_id, event_type, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  await db.batch(
    events.map((event, seq) =>
      insert.bind(
        callId,
        seq,
        call.monetateId,
        call.customerId ?? null,
        call.channel,
        call.siteId,
        event.eventType,
        JSON.stringify(event),
        at,
      ),
    ),
  );
  return callId;
};

export type RecordedEvent = {
  id: number;
  callId: string;
  seq: number;
  monetateId: string;
  customerId: string | null;
  channel: string;
  siteId: string;
  eventType: string;
  event: DecisionEvent;
  createdAt: string;
};

type Row = Omit<RecordedEvent, 'event'> & { body: string };

/** Recorded events in the order they arrived, filtered by visitor, customer and type. */
export const readEvents = async (
  db: D1Database,
  filter: {
    monetateId?: string | undefined;
    customerId?: string | undefined;
    eventType?: string | undefined;
    limit: number;
  },
): Promise<RecordedEvent[]> => {
  const { results } = await db
    .prepare(
      `SELECT id, call_id AS callId, seq, monetate_id AS monetateId, customer_id AS customerId, channel,
              site_id AS siteId, event_type AS eventType, body, created_at AS createdAt
       FROM (SELECT * FROM decision_events
             WHERE (?1 IS NULL OR monetate_id = ?1) AND (?2 IS NULL OR customer_id = ?2) AND (?3 IS NULL OR event_type = ?3)
             ORDER BY id DESC LIMIT ?4)
       ORDER BY id`,
    )
    .bind(filter.monetateId ?? null, filter.customerId ?? null, filter.eventType ?? null, filter.limit)
    .all<Row>();
  return results.map(({ body, ...row }) => ({ ...row, event: JSON.parse(body) as DecisionEvent }));
};
