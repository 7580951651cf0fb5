import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

const of = (text: string) => canonicalJson(new TextEncoder().encode(text));

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps arrays in order, reads numbers and strings as parsed', () => {
    expect(of('{"b":2,"a":{"d":[3,{"y":1,"x":2}],"c":"\\u0041"}}')).toBe(
      of('{ "a": { "c": "A", "d": [3, { "x": 2, "y": 1 }] }, "b": 2.0 }'),
    );
    expect(of('{"a":[1,2]}')).not.toBe(of('{"a":[2,1]}'));
    expect(of('{"a":1}')).not.toBe(of('{"a":"1"}'));
    expect(of('{"a":1e400}')).not.toBe(of('{"a":null}'));
    expect(of('"x"')).toBe('"x"');
  });

  it('leaves what the body reader would refuse, or cannot read, to its bytes', () => {
    expect(of('{"a":1,"a":2}')).toBeUndefined();
    expect(of('{"a":')).toBeUndefined();
    expect(canonicalJson(new Uint8Array([0x22, 0xff, 0x22]))).toBeUndefined();
    expect(of(`${'['.repeat(30_000)}${']'.repeat(30_000)}`)).toBeUndefined();
  });
});
