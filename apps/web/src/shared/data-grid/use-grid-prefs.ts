import { useCallback, useState } from 'react';
import { readLocal, writeLocal } from '../storage/local-storage.ts';
import { densities, type Density } from './types.ts';

export const gridStorageKey = (gridId: string, what: 'columns' | 'density') =>
  `motorpool.grid.${gridId}.${what}`;

function readHidden(gridId: string, fallback: readonly string[]): string[] {
  const raw = readLocal(gridStorageKey(gridId, 'columns'));
  if (raw === null) return [...fallback];
  try {
    const parsed: unknown = JSON.parse(raw);
    const hidden = (parsed as { hidden?: unknown }).hidden;
    return Array.isArray(hidden) ? hidden.filter((key) => typeof key === 'string') : [...fallback];
  } catch {
    return [...fallback];
  }
}

function readDensity(gridId: string): Density {
  const raw = readLocal(gridStorageKey(gridId, 'density'));
  return densities.includes(raw as Density) ? (raw as Density) : 'normal';
}

// Per-grid display preferences (hidden columns, row density), remembered in this browser.
export function useGridPrefs(gridId: string, defaultHidden: readonly string[]) {
  const [hidden, setHidden] = useState(() => readHidden(gridId, defaultHidden));
  const [density, setDensityState] = useState(() => readDensity(gridId));

  const toggleColumn = useCallback(
    (key: string) => {
      setHidden((current) => {
        const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
        writeLocal(gridStorageKey(gridId, 'columns'), JSON.stringify({ hidden: next }));
        return next;
      });
    },
    [gridId],
  );

  const setDensity = useCallback(
    (next: Density) => {
      setDensityState(next);
      writeLocal(gridStorageKey(gridId, 'density'), next);
    },
    [gridId],
  );

  return { hidden, toggleColumn, density, setDensity };
}
