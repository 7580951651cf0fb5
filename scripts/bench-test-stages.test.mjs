import { describe, expect, it } from 'vitest';
import { stageRows, stagesFrom } from './bench-test-stages.mjs';

describe('stagesFrom', () => {
  it('times each "› " stage up to the next one, the last up to the end', () => {
    const lines = [
      { at: 0, text: 'npm warn something' },
      { at: 1_000, text: '› typecheck' },
      { at: 2_000, text: 'some output' },
      { at: 31_000, text: '› lint and format' },
      { at: 35_500, text: '› end-to-end journeys in Chromium' },
    ];
    expect(stagesFrom(lines, 95_500)).toEqual([
      { stage: 'typecheck', seconds: 30 },
      { stage: 'lint and format', seconds: 4.5 },
      { stage: 'end-to-end journeys in Chromium', seconds: 60 },
    ]);
  });
});

describe('stageRows', () => {
  it('puts both commits side by side, with a dash where a stage ran in one only', () => {
    const current = {
      ok: true,
      total: 100,
      stages: [
        { stage: 'typecheck', seconds: 30 },
        { stage: 'circular imports', seconds: 5 },
      ],
    };
    const previous = { ok: false, total: 200, stages: [{ stage: 'typecheck', seconds: 40 }] };
    expect(stageRows(current, previous)).toEqual([
      '| typecheck | 30 | 40 |',
      '| circular imports | 5 | — |',
      '| **in all** | **100** | **200 (failed)** |',
    ]);
  });
  it('leaves the other column empty when there is no previous report', () => {
    expect(
      stageRows({ ok: true, total: 9, stages: [{ stage: 'typecheck', seconds: 9 }] }, undefined),
    ).toEqual(['| typecheck | 9 | — |', '| **in all** | **9** | **—** |']);
  });
});
