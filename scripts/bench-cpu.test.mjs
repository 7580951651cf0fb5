import { describe, expect, it } from 'vitest';
import { isolateMs } from './bench-cpu.mjs';

// A V8 CPU profile as the inspector returns it: nodes, the node each sample hit, and the
// microseconds since the previous sample.
const profile = (samples, timeDeltas) => ({
  nodes: [
    { id: 1, callFrame: { functionName: '(root)' } },
    { id: 2, callFrame: { functionName: '(idle)' } },
    { id: 3, callFrame: { functionName: 'render' } },
    { id: 4, callFrame: { functionName: '(garbage collector)' } },
  ],
  samples,
  timeDeltas,
});

describe('isolateMs', () => {
  it('counts the samples taken while the isolate ran, at the period between back-to-back samples', () => {
    // Two bursts of work (five samples 180 µs apart each) with a 40 ms wait on I/O between them.
    const deltas = [180, 180, 180, 180, 180, 40_000, 180, 180, 180, 180];
    expect(isolateMs(profile([3, 3, 4, 3, 3, 3, 3, 4, 3, 3], deltas))).toBeCloseTo(1.8);
  });

  it('leaves out idle samples', () => {
    expect(isolateMs(profile([3, 2, 2, 3], [200, 200, 200, 200]))).toBeCloseTo(0.4);
  });

  it('reads the period from the profile, not from the interval asked for', () => {
    // The sampler ran slower than asked (300 µs); the long gap is a wait, not a period.
    expect(isolateMs(profile([3, 3, 3, 3], [300, 300, 300, 9_000]))).toBeCloseTo(1.2);
  });
});
