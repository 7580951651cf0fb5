import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './index';

describe('createLogger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line with the bound ids and serializes errors', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    createLogger({ requestId: 'r1' }).error('content item failed', {
      component: 'hero',
      error: new TypeError('boom'),
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'error',
      message: 'content item failed',
      requestId: 'r1',
      component: 'hero',
    });
    expect(entry.error).toMatchObject({ name: 'TypeError', message: 'boom' });
  });

  it('drops entries below its minimum level', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const log = createLogger({}, 'warn');
    log.info('quiet');
    log.warn('loud');
    expect(lines.map((l) => JSON.parse(l).message)).toEqual(['loud']);
  });
});
