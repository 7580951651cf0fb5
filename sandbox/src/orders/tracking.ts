/**
 * The shipment timeline of an order (POST /consumers-v3/consumer/TrackOrder): pure, from the time
 * the order was placed, the order's clock offset (moved forward by the admin call) and now. An
 * order advances placed → processing → shipped → out for delivery → delivered; a cancelled one
 * stops where it was cancelled; one still waiting for its 3-D Secure payment stays placed.
 */
import { TRACKING_STAGES, type Tracking, type TrackingStage } from '../../../shared/contract/orders';

const HOUR = 3_600_000;

/** When each stage is reached, in ms after placing (a plausible warehouse and carrier day). */
export const STAGE_AFTER_MS: Record<(typeof TRACKING_STAGES)[number], number> = {
  placed: 0,
  processing: HOUR / 2,
  shipped: 24 * HOUR,
  outForDelivery: 48 * HOUR,
  delivered: 56 * HOUR,
};

export const CARRIER = 'Ridgeline Parcel';

export type TrackingInput = {
  orderNumber: string;
  status: 'CREATED' | 'PENDING_PAYMENT' | 'CANCELLED';
  createdAt: string;
  clockOffsetMs: number;
  cancelledAt?: string | undefined;
  now: number;
};

/** A stable, plausible tracking number from the order number (given once the parcel ships). */
const trackingNumberOf = (orderNumber: string) => `1R${orderNumber.slice(2)}`;

export const trackingOf = (input: TrackingInput): Tracking => {
  const placed = Date.parse(input.createdAt);
  const elapsed = input.now + input.clockOffsetMs - placed;
  const at = (ms: number) => new Date(placed + ms).toISOString();
  const moving = input.status === 'CREATED';
  const reached = TRACKING_STAGES.filter(
    (stage) => stage === 'placed' || (moving && elapsed >= STAGE_AFTER_MS[stage]),
  );
  const events: Tracking['events'] = reached.map((stage) => ({ stage, at: at(STAGE_AFTER_MS[stage]) }));
  if (input.status === 'CANCELLED')
    events.push({ stage: 'cancelled', at: input.cancelledAt ?? input.createdAt });
  const stage: TrackingStage = events.at(-1)!.stage;
  const shipped = reached.includes('shipped');
  return {
    orderNumber: input.orderNumber,
    stage,
    events,
    carrier: CARRIER,
    ...(shipped ? { trackingNumber: trackingNumberOf(input.orderNumber) } : {}),
    ...(stage === 'delivered' || stage === 'cancelled'
      ? {}
      : { estimatedDelivery: at(STAGE_AFTER_MS.delivered) }),
  };
};

export const hasShipped = (tracking: Tracking): boolean => tracking.events.some((e) => e.stage === 'shipped');

/** The offset that makes `stage` reached now (never moves an order's clock back). */
export const offsetToReach = (
  stage: (typeof TRACKING_STAGES)[number],
  createdAt: string,
  currentOffsetMs: number,
  now: number,
): number => Math.max(currentOffsetMs, STAGE_AFTER_MS[stage] - (now - Date.parse(createdAt)));
