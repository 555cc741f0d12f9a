/**
 * A camera reads the same code many times a second while it is held up. The gate lets a code through
 * once, then ignores that code for `sameCodeMs` and any code for `anyCodeMs`, so one guest is checked
 * in once and the desk sees the result before the next code counts.
 */
export function createScanGate({ sameCodeMs = 4000, anyCodeMs = 1500 } = {}) {
  let last: { code: string; at: number } | null = null;
  return (code: string, now: number): boolean => {
    if (last && now - last.at < (last.code === code ? sameCodeMs : anyCodeMs)) return false;
    last = { code, at: now };
    return true;
  };
}
