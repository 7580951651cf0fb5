import { describe, expect, it } from 'vitest';
import { repeatedKey } from './repeated-key';

describe('repeatedKey', () => {
  it.each([
    ['{"qty":1,"qty":999}', 'qty'],
    ['{"a":{"b":1,"b":2}}', 'b'],
    ['[{"a":1},{"a":2,"c":[1,{"d":1,"d":1}]}]', 'd'],
    ['{"a":1,"\\u0061":2}', 'a'],
    ['{"x":"{\\"a\\":1,\\"a\\":2}","y":1,"x":3}', 'x'],
  ])('%s repeats %s', (text, name) => {
    expect(repeatedKey(text)).toBe(name);
  });

  it.each([
    '{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}',
    '{"a":"a","b":"a,\\"a\\":","c":["a","a"]}',
    '{"":1,"\\"":2}',
    '[1,"x",{"k":"k"}]',
    '"just a string"',
    '42',
  ])('%s repeats nothing', (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(repeatedKey(text)).toBeUndefined();
  });
});
