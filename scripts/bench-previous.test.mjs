import { describe, expect, it } from 'vitest';
import { previousReportCommit } from './bench-previous.mjs';

describe('previousReportCommit', () => {
  it('is the commit that last changed the report', () => {
    expect(previousReportCommit('b'.repeat(40), 'a'.repeat(40))).toBe('a'.repeat(40));
  });
  it('is none when the report was last changed by this very commit, or never', () => {
    expect(previousReportCommit('a'.repeat(40), 'a'.repeat(40))).toBeUndefined();
    expect(previousReportCommit('a'.repeat(40), '')).toBeUndefined();
  });
});
