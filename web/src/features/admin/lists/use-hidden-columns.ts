import { useCallback, useState } from 'react';

const PREFIX = 'aibex.admin.columns.';

function read(tableKey: string | undefined): string[] {
  if (!tableKey) return [];
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(PREFIX + tableKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The columns an admin hid in one table, kept in this browser. The hidden ones are stored (not the shown
 * ones), so a column added to the table later shows up without the admin having to find it.
 */
export function useHiddenColumns(tableKey: string | undefined) {
  const [hidden, setHidden] = useState<string[]>(() => read(tableKey));
  const change = useCallback(
    (next: string[]) => {
      setHidden(next);
      if (!tableKey) return;
      try {
        if (next.length) localStorage.setItem(PREFIX + tableKey, JSON.stringify(next));
        else localStorage.removeItem(PREFIX + tableKey);
      } catch {
        // Storage refused (a private window): the choice lasts until the page is left.
      }
    },
    [tableKey],
  );
  return [hidden, change] as const;
}
