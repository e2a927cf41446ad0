import { useCallback, useState } from 'react';
import { readLocal, writeLocal } from '../../shared/storage/local-storage.ts';
import { storageKeys } from '../../shared/storage/storage-keys.ts';

function readClosedGroups(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(storageKeys.navGroupsClosed) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

// The navbar's open state and each group's, remembered across visits. Groups are
// open unless the user closed them, so a new group shows up open.
export function useNavMemory() {
  const [closed, setClosed] = useState<string[]>(readClosedGroups);
  const [navbarOpen, setNavbarOpen] = useState(() => readLocal(storageKeys.navbarOpen) !== 'false');

  const toggleGroup = useCallback((name: string) => {
    setClosed((current) => {
      const next = current.includes(name) ? current.filter((g) => g !== name) : [...current, name];
      writeLocal(storageKeys.navGroupsClosed, JSON.stringify(next));
      return next;
    });
  }, []);

  const toggleNavbar = useCallback(() => {
    setNavbarOpen((open) => {
      writeLocal(storageKeys.navbarOpen, String(!open));
      return !open;
    });
  }, []);

  return {
    isGroupOpen: (name: string) => !closed.includes(name),
    toggleGroup,
    navbarOpen,
    toggleNavbar,
  };
}
