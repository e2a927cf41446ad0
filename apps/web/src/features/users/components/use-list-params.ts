import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { userStatuses, type UserStatus } from '@motorpool/domain/value-lists';
import type { SortDirection, UserListParams, UserSortField } from '../api/types.ts';

export const pageSizes = [10, 20, 50] as const;
export const sortFields: readonly UserSortField[] = [
  'createdAt',
  'lastName',
  'email',
  'lastLoginAt',
];
const defaultSort: UserListParams['sort'] = { field: 'createdAt', direction: 'desc' };

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function parseSort(value: string | null): UserListParams['sort'] {
  const [field, direction] = (value ?? '').split(':');
  if (!sortFields.includes(field as UserSortField)) return defaultSort;
  return {
    field: field as UserSortField,
    direction: direction === 'asc' ? 'asc' : ('desc' satisfies SortDirection),
  };
}

// The list's state lives in the address (?page=2&limit=20&q=…&status=…&roles=a,b&sort=f:asc),
// so a reload, a shared link and the back button all show the same page.
export function useListParams(): [UserListParams, (patch: Partial<UserListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<UserListParams>(() => {
    const limit = positiveInt(searchParams.get('limit'), 20);
    const status = searchParams.get('status');
    return {
      page: positiveInt(searchParams.get('page'), 1),
      limit: (pageSizes as readonly number[]).includes(limit) ? limit : 20,
      search: searchParams.get('q') ?? '',
      status: userStatuses.includes(status as UserStatus) ? (status as UserStatus) : null,
      roles: (searchParams.get('roles') ?? '').split(',').filter(Boolean),
      sort: parseSort(searchParams.get('sort')),
    };
  }, [searchParams]);

  const update = useCallback(
    (patch: Partial<UserListParams>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
          if (patch.limit !== undefined)
            set('limit', patch.limit !== 20 ? String(patch.limit) : null);
          // Kept as typed (the request trims it): trimming here would eat the space the user is typing.
          if (patch.search !== undefined) set('q', patch.search || null);
          if (patch.status !== undefined) set('status', patch.status);
          if (patch.roles !== undefined) set('roles', patch.roles.join(',') || null);
          if (patch.sort !== undefined) set('sort', `${patch.sort.field}:${patch.sort.direction}`);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [params, update];
}
