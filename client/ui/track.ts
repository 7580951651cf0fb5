/** Pushes one event to the page's data layer (tracking of content spec section 7). */
export function track(event: string, fields: Record<string, unknown> = {}): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event, ...fields });
}
