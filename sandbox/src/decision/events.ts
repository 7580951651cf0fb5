/**
 * The events a decide call carried and the impressions it counts, recorded for tests to read back
 * (`GET /__admin/decision/events`, `…/impressions`). One call's rows go in one D1 batch (a
 * transaction): all of them or none, each once; calls that arrive together each write their own
 * rows, so none is lost or doubled.
 */
import {
  type DecisionAction,
  type DecisionEvent,
  type ExperimentImpression,
  experimentImpressionOf,
} from '../../../shared/contract/decision';

export type CallInfo = {
  monetateId: string;
  customerId: string | undefined;
  channel: string;
  siteId: string;
};

/** An impression the service counts: a reported decision's action, or a page event naming one. */
export type CountedImpression = ExperimentImpression & {
  actionId: number | null;
  source: 'decision' | 'page-event';
};

/** The impressions a decision reported: one per action with impression reporting. */
export const reportedImpressions = (actions: readonly DecisionAction[]): CountedImpression[] =>
  actions.flatMap((action) =>
    (action.impressionReporting ?? []).map((report) => ({
      experienceId: report.experience_id,
      variantLabel: report.variant_label,
      actionId: action.actionId,
      source: 'decision' as const,
    })),
  );

/** The impressions a call's page events name (`impression:{id}:{label}`). */
export const pageEventImpressions = (events: readonly DecisionEvent[]): CountedImpression[] =>
  events.flatMap((event) =>
    event.eventType === 'monetate:record:PageEvents'
      ? event.pageEvents.flatMap((pageEvent) => {
          const impression = experimentImpressionOf(pageEvent);
          return impression ? [{ ...impression, actionId: null, source: 'page-event' as const }] : [];
        })
      : [],
  );

export const recordEvents = async (
  db: D1Database,
  call: CallInfo,
  events: readonly DecisionEvent[],
  impressions: readonly CountedImpression[] = [],
) => {
  const callId = crypto.randomUUID();
  const at = new Date().toISOString();
  const counted = db.prepare(
    `INSERT INTO decision_impressions (call_id, monetate_id, experience_id, variant_label, action_id, source, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insert = db.prepare(
    `INSERT INTO decision_events (call_id, seq, monetate_id, customer_id, channel, site_id, event_type, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  await db.batch([
    ...events.map((event, seq) =>
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
    ...impressions.map((i) =>
      counted.bind(callId, call.monetateId, i.experienceId, i.variantLabel, i.actionId, i.source, at),
    ),
  ]);
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

export type RecordedImpression = CountedImpression & {
  id: number;
  callId: string;
  monetateId: string;
  createdAt: string;
};

/** Counted impressions in the order they came, filtered by visitor and experience. */
export const readImpressions = async (
  db: D1Database,
  filter: { monetateId?: string | undefined; experienceId?: number | undefined; limit: number },
): Promise<RecordedImpression[]> => {
  const { results } = await db
    .prepare(
      `SELECT id, call_id AS callId, monetate_id AS monetateId, experience_id AS experienceId,
              variant_label AS variantLabel, action_id AS actionId, source, created_at AS createdAt
       FROM (SELECT * FROM decision_impressions
             WHERE (?1 IS NULL OR monetate_id = ?1) AND (?2 IS NULL OR experience_id = ?2)
             ORDER BY id DESC LIMIT ?3)
       ORDER BY id`,
    )
    .bind(filter.monetateId ?? null, filter.experienceId ?? null, filter.limit)
    .all<RecordedImpression>();
  return results;
};
