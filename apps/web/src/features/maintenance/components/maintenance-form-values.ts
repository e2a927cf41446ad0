import { fromZonedInput, toZonedInput } from '../../../shared/i18n/zoned-time.ts';
import { minorAsInput, typedMinor, typedNumber } from '../lib/money-input.ts';

/** One part row as typed: money in major units, quantity as text. */
export type PartDraft = {
  key: string;
  name: string;
  partNumber: string;
  quantity: string;
  unitCost: string;
  supplier: string;
  category: string;
};

/** The work order form as typed. */
export type MaintenanceDraft = {
  vehicleId: string;
  type: string;
  priority: string;
  severity: string;
  description: string;
  issue: string;
  location: string;
  scheduledDate: string;
  dueDate: string;
  estimatedDuration: string;
  estimatedCost: string;
  technician: string;
  laborHours: string;
  laborRate: string;
  suppliesCost: string;
  otherCost: string;
  parts: PartDraft[];
};

/** What an existing work order gives the edit form (a subset of the API's view). */
export type MaintenanceFormSource = {
  vehicleId: string;
  type: string;
  priority: string;
  severity: string;
  description: string;
  issue: string;
  location?: string | null;
  scheduledDate?: string | null;
  dueDate?: string | null;
  estimatedDuration?: number | null;
  estimatedCost?: number | null;
  technician?: string | null;
  costBreakdown?: {
    labor: { hours: number; rate: number };
    supplies: number;
    other: number;
  };
  parts?: readonly {
    name: string;
    partNumber?: string | null;
    quantity: number;
    unitCost: number;
    supplier?: string | null;
    category?: string | null;
  }[];
};

let partSeq = 0;
export const newPartKey = () => `part-${++partSeq}`;

export const emptyPart = (): PartDraft => ({
  key: newPartKey(),
  name: '',
  partNumber: '',
  quantity: '1',
  unitCost: '',
  supplier: '',
  category: '',
});

export function emptyDraft(vehicleId = ''): MaintenanceDraft {
  return {
    vehicleId,
    type: 'corrective',
    priority: 'medium',
    severity: 'moderate',
    description: '',
    issue: '',
    location: '',
    scheduledDate: '',
    dueDate: '',
    estimatedDuration: '',
    estimatedCost: '',
    technician: '',
    laborHours: '',
    laborRate: '',
    suppliesCost: '',
    otherCost: '',
    parts: [],
  };
}

export function draftFrom(
  source: MaintenanceFormSource,
  timeZone: string,
  currency: string | undefined,
): MaintenanceDraft {
  const text = (value: string | null | undefined) => value ?? '';
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    vehicleId: source.vehicleId,
    type: source.type,
    priority: source.priority,
    severity: source.severity,
    description: source.description,
    issue: source.issue,
    location: text(source.location),
    scheduledDate: source.scheduledDate ? toZonedInput(source.scheduledDate, timeZone) : '',
    dueDate: source.dueDate ? toZonedInput(source.dueDate, timeZone) : '',
    estimatedDuration: count(source.estimatedDuration),
    estimatedCost: minorAsInput(source.estimatedCost, currency),
    technician: text(source.technician),
    laborHours: count(source.costBreakdown?.labor.hours),
    laborRate: minorAsInput(source.costBreakdown?.labor.rate, currency),
    suppliesCost: minorAsInput(source.costBreakdown?.supplies, currency),
    otherCost: minorAsInput(source.costBreakdown?.other, currency),
    parts: (source.parts ?? []).map((part) => ({
      key: newPartKey(),
      name: part.name,
      partNumber: text(part.partNumber),
      quantity: String(part.quantity),
      unitCost: minorAsInput(part.unitCost, currency),
      supplier: text(part.supplier),
      category: text(part.category),
    })),
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The parts as the API takes them; what is missing stays undefined and unreadable NaN, for
 * the schema to name. */
export function partsBody(parts: readonly PartDraft[], currency: string | undefined) {
  return parts.map((part) => ({
    name: part.name.trim(),
    partNumber: optional(part.partNumber),
    quantity: typedNumber(part.quantity),
    unitCost: typedMinor(part.unitCost, currency),
    supplier: optional(part.supplier),
    category: optional(part.category),
  }));
}

/** The body of POST /maintenance (and, field by field, of PATCH). */
export function bodyFrom(draft: MaintenanceDraft, timeZone: string, currency: string | undefined) {
  const scheduled = draft.scheduledDate.trim();
  const hours = typedNumber(draft.laborHours);
  const rate = typedMinor(draft.laborRate, currency);
  return {
    vehicleId: draft.vehicleId || undefined,
    type: draft.type,
    priority: draft.priority,
    severity: draft.severity,
    description: draft.description.trim(),
    issue: draft.issue.trim(),
    location: optional(draft.location),
    scheduledDate: scheduled ? (fromZonedInput(scheduled, timeZone) ?? scheduled) : undefined,
    dueDate: draft.dueDate ? (fromZonedInput(draft.dueDate, timeZone) ?? draft.dueDate) : undefined,
    estimatedDuration: typedNumber(draft.estimatedDuration),
    estimatedCost: typedMinor(draft.estimatedCost, currency),
    technician: optional(draft.technician),
    notes: undefined,
    parts: partsBody(draft.parts, currency),
    labor:
      hours === undefined && rate === undefined
        ? undefined
        : { hours: hours ?? 0, rate: rate ?? 0 },
    suppliesCost: typedMinor(draft.suppliesCost, currency),
    otherCost: typedMinor(draft.otherCost, currency),
  };
}

/** Of an edit, only what changed (an unchanged past date is the order's own, not refused). */
export function changedFields(
  body: ReturnType<typeof bodyFrom>,
  before: ReturnType<typeof bodyFrom>,
): Partial<Omit<ReturnType<typeof bodyFrom>, 'vehicleId'>> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'vehicleId') continue;
    const was = before[key as keyof typeof before];
    if (JSON.stringify(value) !== JSON.stringify(was)) changes[key] = value;
  }
  return changes;
}
