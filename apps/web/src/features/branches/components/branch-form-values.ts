import type {
  BranchView,
  BranchUpdateInput,
  OperatingHours,
} from '@motorpool/domain/schemas/branch';
import { weekdays, type Weekday } from '@motorpool/domain/locale-lists';
import type { BranchAmenity, BranchStatus } from '@motorpool/domain/value-lists';

export type DayValues = { closed: boolean; openTime: string; closeTime: string };

export type BranchFormValues = {
  name: string;
  code: string;
  address: string;
  city: string;
  country: string | null;
  phone: string;
  email: string;
  latitude: number | string;
  longitude: number | string;
  status: BranchStatus;
  operatingHours: Record<Weekday, DayValues>;
  amenities: BranchAmenity[];
  managerId: string | null;
};

export const branchFormFields = [
  'name',
  'code',
  'address',
  'city',
  'country',
  'phone',
  'email',
  'latitude',
  'longitude',
  'status',
  'amenities',
  'managerId',
] as const;

// A new branch opens 08:00-20:00 and closes on Friday, the usual Gulf week; easy to change.
function hoursValues(hours: OperatingHours | null | undefined): Record<Weekday, DayValues> {
  return Object.fromEntries(
    weekdays.map((day) => {
      const stored = hours?.[day];
      if (stored && !stored.closed) return [day, { closed: false, ...pick(stored) }];
      const closed = stored ? true : day === 'friday';
      return [day, { closed, openTime: '08:00', closeTime: '20:00' }];
    }),
  ) as Record<Weekday, DayValues>;
}

const pick = ({ openTime, closeTime }: { openTime: string; closeTime: string }) => ({
  openTime,
  closeTime,
});

export function initialBranchValues(branch?: BranchView): BranchFormValues {
  return {
    name: branch?.name ?? '',
    code: branch?.code ?? '',
    address: branch?.address ?? '',
    city: branch?.city ?? '',
    country: branch?.country ?? null,
    phone: branch?.phone ?? '',
    email: branch?.email ?? '',
    latitude: branch?.latitude ?? '',
    longitude: branch?.longitude ?? '',
    status: branch?.status ?? 'active',
    operatingHours: hoursValues(branch?.operatingHours),
    amenities: branch?.amenities ?? [],
    managerId: branch?.managerId ?? null,
  };
}

export function toBranchInput(values: BranchFormValues): Record<string, unknown> {
  const num = (value: number | string) => (value === '' ? undefined : Number(value));
  return {
    name: values.name,
    code: values.code,
    address: values.address,
    city: values.city,
    country: values.country ?? undefined,
    phone: values.phone,
    email: values.email,
    latitude: num(values.latitude),
    longitude: num(values.longitude),
    status: values.status,
    operatingHours: Object.fromEntries(
      weekdays.map((day) => {
        const d = values.operatingHours[day];
        return [day, d.closed ? { closed: true } : { closed: false, ...pick(d) }];
      }),
    ),
    amenities: values.amenities,
    managerId: values.managerId,
  };
}

// PATCH only what changed (compared as JSON: hours and amenities are nested).
export function changedBranchFields(
  parsed: BranchUpdateInput,
  branch: BranchView,
): BranchUpdateInput {
  const body: Record<string, unknown> = {};
  const current = branch as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(parsed)) {
    if (JSON.stringify(value) !== JSON.stringify(current[key] ?? undefined)) body[key] = value;
  }
  return body as BranchUpdateInput;
}
