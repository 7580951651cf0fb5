import { describe, expect, it } from 'vitest';
import { clearMemos, Memo, memo, memoPer, memoStats } from './memo';

describe('a memo', () => {
  it('never holds more than its budget, whatever is set', () => {
    const kept = new Memo<number, number>({ name: 'test/count', max: 3 });
    for (let i = 0; i < 100; i++) {
      kept.set(i % 7, i);
      kept.get((i * 3) % 5);
      expect(kept.size).toBeLessThanOrEqual(3);
    }
    expect(kept.evictions).toBeGreaterThan(0);
  });

  it('forgets the least recently used first: an entry read since it was kept is spared', () => {
    const kept = new Memo<string, number>({ name: 'test/order', max: 3 });
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(1);
    kept.set('d', 4);
    // 'a' was read: spared and moved behind the newest; 'b', the oldest unread, went.
    expect(kept.has('b')).toBe(false);
    expect([...kept.keys()]).toEqual(['c', 'd', 'a']);
    // Unread since it was spared, 'c' goes next, then 'd'.
    kept.set('e', 5);
    expect([...kept.keys()]).toEqual(['d', 'a', 'e']);
    // Setting a kept key again replaces it as the newest, and does not count twice.
    kept.set('d', 40);
    expect([...kept.keys()]).toEqual(['a', 'e', 'd']);
    expect(kept.get('d')).toBe(40);
    expect(kept.evictions).toBe(2);
  });

  it('keeps a hot entry however many cold ones pass through', () => {
    const kept = new Memo<string, number>({ name: 'test/hot', max: 4 });
    kept.set('hot', 0);
    for (let i = 0; i < 100; i++) {
      expect(kept.get('hot')).toBe(0);
      kept.set(`cold${i}`, i);
    }
    expect(kept.has('hot')).toBe(true);
    expect(kept.size).toBe(4);
  });

  it('makes a value once per key with getOrCreate', () => {
    const kept = new Memo<string, { key: string }>({ name: 'test/make', max: 2 });
    let made = 0;
    const make = (key: string) => {
      made += 1;
      return { key };
    };
    const first = kept.getOrCreate('x', make);
    expect(kept.getOrCreate('x', make)).toBe(first);
    expect(made).toBe(1);
    // Read since it was kept, 'x' is spared once ('y' goes, then 'z'), then goes unread.
    for (const key of ['y', 'z', 'w']) kept.getOrCreate(key, make);
    expect([...kept.keys()]).toEqual(['x', 'w']);
    kept.getOrCreate('v', make);
    expect(kept.has('x')).toBe(false);
    expect(kept.getOrCreate('x', make)).not.toBe(first);
    expect(made).toBe(6);
  });

  it('with weigh, keeps the weight within the budget and refuses an entry heavier than it', () => {
    const kept = new Memo<string, string>({
      name: 'test/weight',
      max: 10,
      weigh: (v, k) => k.length + v.length,
    });
    kept.set('a', 'xxxx'); // 5
    kept.set('b', 'yyyy'); // 10
    expect(kept.weight).toBe(10);
    kept.set('c', 'z'); // 12 → forgets 'a'
    expect([...kept.keys()]).toEqual(['b', 'c']);
    expect(kept.weight).toBe(7);
    kept.set('big', 'w'.repeat(20));
    expect(kept.has('big')).toBe(false);
    expect(kept.weight).toBe(7);
    kept.delete('b');
    expect(kept.weight).toBe(2);
    for (let i = 0; i < 50; i++) {
      kept.set(`k${i}`, 'v'.repeat(i % 6));
      expect(kept.weight).toBeLessThanOrEqual(10);
    }
  });

  it('refuses a budget that is not positive', () => {
    expect(() => new Memo({ name: 'test/none', max: 0 })).toThrow(/test\/none/);
  });
});

describe('memoPer', () => {
  it('keeps one budgeted memo per object', () => {
    const per = memoPer<object, string, number>({ name: 'test/per', max: 2 });
    const one = {};
    const two = {};
    per.of(one).set('a', 1);
    per.of(one).set('b', 2);
    per.of(one).set('c', 3);
    per.of(two).set('a', 10);
    expect([...per.of(one).keys()]).toEqual(['b', 'c']);
    expect(per.of(two).get('a')).toBe(10);
    expect(per.find({})).toBeUndefined();
    expect(per.find(one)).toBe(per.of(one));
    expect(memoStats().find((s) => s.name === 'test/per')).toMatchObject({ max: 2, evictions: 1 });
  });
});

describe('memoStats', () => {
  it('lists module-level memos by name with their size and budget', () => {
    const kept = memo<string, number>({ name: 'test/listed', max: 5 });
    kept.set('a', 1);
    expect(memoStats().find((s) => s.name === 'test/listed')).toEqual({
      name: 'test/listed',
      max: 5,
      size: 1,
      weight: 1,
      evictions: 0,
    });
  });
});

describe('clearMemos', () => {
  it('empties every module-level memo and every memoPer family, as a new isolate starts', () => {
    const kept = memo<string, number>({ name: 'test/cleared', max: 5 });
    const per = memoPer<object, string, number>({ name: 'test/cleared-per', max: 5 });
    const scope = {};
    kept.set('a', 1);
    per.of(scope).set('b', 2);
    clearMemos();
    expect(kept.size).toBe(0);
    expect(per.find(scope)).toBeUndefined();
    kept.set('c', 3);
    expect(kept.get('c')).toBe(3);
  });
});
