/**
 * The sandbox's admin calls the decision tests share: force one variant of a seeded experience
 * (weight 100) and put its seeded split back, with no fault left behind.
 */
import type { DecisionEvent } from '../../shared/contract/decision';
import { env } from './helpers';

export const ADMIN = { 'x-sandbox-admin': env.TEST_ADMIN_KEY, 'content-type': 'application/json' };

export const admin = (path: string, init: RequestInit = {}) =>
  env.SANDBOX.fetch(`https://sandbox.internal${path}`, { ...init, headers: ADMIN });

type Variant = { label: string; weight: number };

export const experience = <V extends Variant>(id: number, seeded: readonly V[]) => ({
  /** Everyone in `label`'s variant. */
  force: (label: string) =>
    admin(`/__admin/decision/experiences/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ variants: seeded.map((v) => ({ ...v, weight: v.label === label ? 100 : 0 })) }),
    }),
  /** The seeded split, running, and no injected fault. */
  restore: async () => {
    await admin('/__admin/faults', { method: 'DELETE' });
    await admin(`/__admin/decision/experiences/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'running', variants: seeded }),
    });
  },
});

/** An event the sandbox's decision service recorded, as its admin call reads it back. */
export type RecordedEvent = {
  monetateId: string;
  customerId: string | null;
  eventType: string;
  event: DecisionEvent;
};

/** The events the decision service recorded for one shopper (`mt.v`). */
export const decisionEvents = async (monetateId: string): Promise<RecordedEvent[]> => {
  const response = await admin(`/__admin/decision/events?monetateId=${monetateId}`);
  return ((await response.json()) as { events: RecordedEvent[] }).events;
};

/** An impression the decision service counted, as its admin call reads it back. */
export type CountedImpression = {
  experienceId: number;
  variantLabel: string;
  source: 'decision' | 'page-event';
};

/** The impressions the decision service counted for one shopper (`mt.v`), oldest first. */
export const countedImpressions = async (monetateId: string): Promise<CountedImpression[]> => {
  const response = await admin(`/__admin/decision/impressions?monetateId=${monetateId}`);
  const { impressions } = (await response.json()) as { impressions: CountedImpression[] };
  return impressions.map(({ experienceId, variantLabel, source }) => ({
    experienceId,
    variantLabel,
    source,
  }));
};
