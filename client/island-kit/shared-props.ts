/**
 * Props that several islands of a page carry alike (an interface text catalogue, above all) travel
 * once: the marker's `props` hold `{"sf:shared": id}` in the prop's place, and the value itself is a JSON
 * data block (`<script type="application/json" data-sf-shared=id>`) written just before the first
 * marker of its render that needs it. The loader puts the value back before hydrating
 * (`client/loader.ts`). A value is marked with `shareable` where it is made, once per isolate (it
 * must not change afterwards): its JSON is then made once per isolate (`jsonForScriptOnce`).
 */
import { jsonForScriptOnce } from '../../shared/html/escape';

export const SHARED_KEY = 'sf:shared';
export const SHARED_ATTRIBUTE = 'data-sf-shared';

const ids = new WeakMap<object, string>();
/**
 * A number per shareable value, unique in the isolate. An id is a 32-bit hash, so two of the many
 * values an isolate meets (every product's colours) could share one: what keeps island HTML by
 * props names a value by this instead.
 */
const serials = new WeakMap<object, number>();
let lastSerial = 0;

/** FNV-1a, 32 bits: a short name for a JSON text. */
const hash = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

/**
 * Marks `value` as a prop that travels once per page; answers it unchanged. Its id is made from
 * its JSON, so every isolate and every deploy names the same value alike: HTML from another
 * response (a listing's next page swapped in) never finds another value under its id.
 */
export function shareable<T extends object>(value: T): T {
  if (!ids.has(value)) {
    ids.set(value, `s${hash(jsonForScriptOnce(value))}`);
    serials.set(value, ++lastSerial);
  }
  return value;
}

export type SharedProp = { id: string; value: object };

/**
 * `props` as a marker carries them (`json`), the shareable values among them, and `key`: the props
 * as a key of kept HTML, `json` with each shareable value's serial, since its id may not be its own.
 * Only a prop's own value is looked at, not what it holds: a replacer function would cost a call
 * for every value of every island's props, and a shared value is always a prop of its own.
 */
export function serializeProps(props: object): { json: string; shared: SharedProp[]; key: string } {
  let carried: Record<string, unknown> | undefined;
  const shared: SharedProp[] = [];
  let numbers = '';
  for (const [key, value] of Object.entries(props)) {
    const id = typeof value === 'object' && value !== null ? ids.get(value) : undefined;
    if (id === undefined) continue;
    carried ??= { ...props };
    carried[key] = { [SHARED_KEY]: id };
    numbers += `|${serials.get(value)}`;
    if (!shared.some((prop) => prop.id === id)) shared.push({ id, value });
  }
  const json = JSON.stringify(carried ?? props);
  return { json, shared, key: json + numbers };
}
