import { useState } from 'react';
import type { FieldErrors } from '../../../shared/forms/schema-errors.ts';

// A form's typed values, its field errors (cleared by any change) and what the API said that
// no field holds.
export function useDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<T>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  return { draft, set, errors, setErrors, failure, setFailure };
}
