import { describe, expect, it } from 'vitest';
import { createScanGate } from './scan-gate';

describe('createScanGate', () => {
  it('lets a code through once while it stays in front of the camera', () => {
    const accept = createScanGate({ sameCodeMs: 4000, anyCodeMs: 1500 });
    expect(accept('AIB26-AAAAAA', 0)).toBe(true);
    expect(accept('AIB26-AAAAAA', 250)).toBe(false);
    expect(accept('AIB26-AAAAAA', 3999)).toBe(false);
    expect(accept('AIB26-AAAAAA', 4000)).toBe(true);
  });

  it('takes the next guest’s code after the short pause, without switching the camera off', () => {
    const accept = createScanGate({ sameCodeMs: 4000, anyCodeMs: 1500 });
    expect(accept('AIB26-AAAAAA', 0)).toBe(true);
    expect(accept('AIB26-BBBBBB', 1000)).toBe(false);
    expect(accept('AIB26-BBBBBB', 1500)).toBe(true);
    expect(accept('AIB26-BBBBBB', 1750)).toBe(false);
  });
});
