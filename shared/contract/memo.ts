/**
 * The one per-isolate memo (issue 44): a `Map` with a name and a budget that every module-level
 * cache of the storefront, its islands and the sandbox goes through, so none grows without bound.
 *
 * - `max` is the budget: at most that many entries, or, with `weigh`, that much weight (characters
 *   of HTML, say). Setting past it forgets the least recently used entries first, as CLOCK
 *   approximates it (second chance): the oldest kept entry goes unless it was read since it was
 *   kept or last spared. An entry heavier than the whole budget is not kept.
 * - `get` is one `Map` look-up and a flag, O(1): moving the entry on every hit (delete and set)
 *   cost 5 to 10 times a look-up, and formatters and the isolate tier are read on every page.
 * - A cache of promises must drop a rejected one itself (`getOrCreate` keeps what `make` returns).
 *
 * It lives in `shared/contract` because that is the one part of `shared/` the sandbox may import
 * (`tsconfig.sandbox.json`), and contract modules (phone formatting, country names) keep caches too.
 * No dependencies: it runs in workerd, the browser and Node.
 *
 * `memo()` is for module scope: it is listed by `memoStats()` (diagnostics). `memoPer()` is for
 * values derived from an object version (the upstream cache's parsed object): one budgeted memo
 * per object, held in a `WeakMap`, so a new version starts empty and the old one's entries go
 * with it.
 */

export type MemoOptions<K, V> = {
  /** For diagnostics: where the cache is and what it keeps (`pricing/number-formats`). */
  name: string;
  /** The budget: the most entries kept, or the most weight with `weigh`. */
  max: number;
  /** An entry's weight against `max`; 1 when absent. */
  weigh?: (value: V, key: K) => number;
};

export type MemoStats = { name: string; max: number; size: number; weight: number; evictions: number };

type Counter = { evictions: number };

type Entry<V> = { value: V; weight: number; used: boolean };

export class Memo<K, V> {
  readonly name: string;
  readonly max: number;
  readonly #weigh: ((value: V, key: K) => number) | undefined;
  readonly #entries = new Map<K, Entry<V>>();
  readonly #counter: Counter;
  #weight = 0;

  constructor(options: MemoOptions<K, V>, counter: Counter = { evictions: 0 }) {
    if (!(options.max > 0)) throw new RangeError(`memo ${options.name}: max must be positive`);
    this.name = options.name;
    this.max = options.max;
    this.#weigh = options.weigh;
    this.#counter = counter;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept entries' weight (their count without `weigh`). */
  get weight(): number {
    return this.#weight;
  }

  /** Entries forgotten to stay within the budget so far (all of a `memoPer`'s memos together). */
  get evictions(): number {
    return this.#counter.evictions;
  }

  /** The kept value, marked as used (it outlives an unused one at the next eviction). */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Keeps `value` as the newest entry, forgetting the least recently used past the budget. */
  set(key: K, value: V): V {
    this.delete(key);
    const weight = this.#weigh ? this.#weigh(value, key) : 1;
    if (weight > this.max) return value;
    this.#entries.set(key, { value, weight, used: false });
    this.#weight += weight;
    while (this.#weight > this.max) this.#evictOne();
    return value;
  }

  /** The kept value, else `make(key)` kept and returned. */
  getOrCreate(key: K, make: (key: K) => V): V {
    const kept = this.get(key);
    return kept !== undefined ? kept : this.set(key, make(key));
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  /** Keys from the next to be forgotten to the newest (tests, diagnostics). */
  keys(): IterableIterator<K> {
    return this.#entries.keys();
  }

  /**
   * Second chance: the oldest entry goes, unless it was used since it was kept or last passed
   * over, in which case it moves to the newest end unused and the next oldest is looked at. Every
   * pass clears a mark, so this ends; each `get` stays one look-up and a flag, not a move.
   */
  #evictOne(): void {
    for (const [key, entry] of this.#entries) {
      this.#entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.#entries.set(key, entry);
        continue;
      }
      this.#weight -= entry.weight;
      this.#counter.evictions += 1;
      return;
    }
  }
}

/** Every `memo()` and `memoPer()` of the isolate, for `memoStats()` and `clearMemos()`; one per call site. */
const registered: { stats: () => MemoStats; clear: () => void }[] = [];

/** A module-level memo, listed by `memoStats()`. */
export const memo = <K, V>(options: MemoOptions<K, V>): Memo<K, V> => {
  const made = new Memo(options);
  registered.push({
    stats: () => ({
      name: made.name,
      max: made.max,
      size: made.size,
      weight: made.weight,
      evictions: made.evictions,
    }),
    clear: () => made.clear(),
  });
  return made;
};

/**
 * One memo per `scope` object with `options`' budget each, for values derived from that object
 * (the upstream cache's parsed product, content or store list): the `WeakMap` lets them go with
 * the object, the budget bounds what one object gathers (per locale, per page key).
 */
export const memoPer = <S extends object, K, V>(
  options: MemoOptions<K, V>,
): {
  /** The scope's memo, made empty on first use. */
  of(scope: S): Memo<K, V>;
  /** The scope's memo if it has one (a look-up that makes nothing). */
  find(scope: S): Memo<K, V> | undefined;
} => {
  let scopes = new WeakMap<S, Memo<K, V>>();
  const counter: Counter = { evictions: 0 };
  // A WeakMap cannot be walked: the family reports its evictions, not its size.
  registered.push({
    stats: () => ({
      name: options.name,
      max: options.max,
      size: -1,
      weight: -1,
      evictions: counter.evictions,
    }),
    clear: () => {
      scopes = new WeakMap();
    },
  });
  return {
    of(scope) {
      let kept = scopes.get(scope);
      if (!kept) {
        kept = new Memo(options, counter);
        scopes.set(scope, kept);
      }
      return kept;
    },
    find: (scope) => scopes.get(scope),
  };
};

/** Name, budget, size and evictions of every registered memo (size -1: a `memoPer` family). */
export const memoStats = (): MemoStats[] => registered.map(({ stats }) => stats());

/**
 * Empties every registered memo, as a new isolate would start. For workerd test files that share
 * one isolate (`worker/test/setup.ts`): an earlier file's cached pages must not answer the next.
 */
export const clearMemos = (): void => {
  for (const { clear } of registered) clear();
};
