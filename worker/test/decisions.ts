/**
 * The sandbox's admin calls the decision tests share: force one variant of a seeded experience
 * (weight 100) and put its seeded split back, with no fault left behind.
 */
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
