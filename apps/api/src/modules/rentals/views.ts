// How a rental is answered (RentalView, RentalListItemView), who may see it, and how its moves
// and events are named. createRentalViews(...).loadRentalView is what every rentals route
// answers with, check-in, extension, swap and documents included.
import { audienceOf } from '../../lib/audience.ts';
import type {
  DomainEventPayloads,
  NewDomainEvent,
  RentalEventPayload,
} from '@motorpool/domain/events';
import type { Language } from '@motorpool/domain/locale-lists';
import type {
  RentalChargeView,
  RentalChargesView,
  RentalListItemView,
  RentalView,
} from '@motorpool/domain/schemas/rental';
import type { ReservationQuoteView } from '@motorpool/domain/schemas/reservation';
import type { InspectionMark, InspectionView } from '@motorpool/domain/schemas/rental-inspection';
import { formatMessage, type ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type {
  DamageLocation,
  DamageType,
  RentalStatus,
  VehicleCategory,
} from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';
import type { StoredRentalCharge } from '../../db/schema/index.ts';
import { inBranchScope } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { FileService } from '../files/ports.ts';
import { inspectionsOf, legsOf } from './checkout-repository.ts';
import type { RentalCustomers, RentalDeposits, RentalUserNames, VehicleCard } from './ports.ts';
import { damageLocationNames, damageTypeNames } from './pdf/labels.ts';
import {
  type CardSources,
  extensionsOf,
  findRental,
  findRentalWithCards,
  overdueOf,
  type RentalListRow,
  type RentalRow,
} from './repository.ts';

// --- who sees what ---------------------------------------------------------------------------

// Staff who may read the customers see every rental; any other caller (the customer role)
// sees only the rentals of their own customer record, and never acts on one.
export { audienceOf };

/** The customer record a customer account is kept to; undefined for staff. */
export async function ownCustomerOf(
  tx: Tx,
  c: TenantCaller,
  customers: Pick<RentalCustomers, 'ofUser'>,
): Promise<string | undefined> {
  if (audienceOf(c) === 'staff') return undefined;
  const own = await customers.ofUser(tx, c.userId);
  if (!own) throw apiError('FORBIDDEN', 'http.forbidden');
  return own.id;
}

/** The rental, or 404 when it is not the company's or (for a customer) not their own. */
export async function findReachable(
  tx: Tx,
  c: TenantCaller,
  customers: Pick<RentalCustomers, 'ofUser'>,
  id: string,
  lock = false,
): Promise<RentalRow> {
  const row = await findRental(tx, id, lock);
  const own = await ownCustomerOf(tx, c, customers);
  if (!row || (own !== undefined && row.customerId !== own))
    throw apiError('NOT_FOUND', 'error.rentalNotFound');
  // another branch's rental is as unknown to staff kept to a branch
  if (!inBranchScope(c, row.pickupBranchId, row.returnBranchId))
    throw apiError('NOT_FOUND', 'error.rentalNotFound');
  return row;
}

// --- names -----------------------------------------------------------------------------------

const statusNames: Record<Language, Record<RentalStatus, string>> = {
  en: {
    pending: 'pending pickup',
    active: 'active',
    completed: 'completed',
    cancelled: 'cancelled',
  },
  ar: { pending: 'بانتظار الاستلام', active: 'نشط', completed: 'مكتمل', cancelled: 'ملغى' },
};

export const rentalStatusName = (status: RentalStatus, language: Language) =>
  statusNames[language][status];

export type RentalMoveName =
  | 'checkout'
  | 'checkin'
  | 'extend'
  | 'cancel'
  | 'delete'
  | 'update'
  | 'inspect'
  | 'swap'
  | 'settle';

const moveNames: Record<Language, Record<RentalMoveName, string>> = {
  en: {
    checkout: 'checked out',
    checkin: 'checked in',
    extend: 'extended',
    cancel: 'cancelled',
    delete: 'deleted',
    update: 'changed',
    inspect: 'inspected',
    swap: 'given another vehicle',
    settle: 'settled',
  },
  ar: {
    checkout: 'تسليم',
    checkin: 'استلام',
    extend: 'تمديد',
    cancel: 'إلغاء',
    delete: 'حذف',
    update: 'تعديل',
    inspect: 'فحص',
    swap: 'استبدال مركبة',
    settle: 'تسوية',
  },
};

/** 409 rental.illegalTransition: this move is not offered from the rental's status. */
export function illegalRentalMove(
  c: Pick<TenantCaller, 'language'>,
  status: RentalStatus,
  move: RentalMoveName,
) {
  return apiError('CONFLICT', 'rental.illegalTransition', {
    params: { status: rentalStatusName(status, c.language), action: moveNames[c.language][move] },
  });
}

// --- events and audit --------------------------------------------------------------------------

export type RentalEventName = Extract<keyof DomainEventPayloads, `rental.${string}`>;

/** A rental event as published inside the transaction that made the change. */
export function rentalEvent<N extends RentalEventName>(
  c: Pick<TenantCaller, 'userId'> | null,
  name: N,
  row: RentalRow,
  extra: Omit<DomainEventPayloads[N], keyof RentalEventPayload>,
): NewDomainEvent {
  return {
    name,
    tenantId: row.tenantId,
    actor: c ? { type: 'user', id: c.userId } : { type: 'system', id: null },
    subject: { type: 'rental', id: row.id },
    payload: {
      rentalId: row.id,
      rentalNumber: row.rentalNumber,
      customerId: row.customerId,
      vehicleId: row.vehicleId,
      ...extra,
    },
  } as NewDomainEvent;
}

// The audit trail keeps the stored fields, not the tenant.
export function audited(row: RentalRow) {
  const { tenantId: _t, ...stored } = row;
  return stored;
}

// --- charges -------------------------------------------------------------------------------------

const chargeKeys: Record<Exclude<StoredRentalCharge['kind'], 'manual'>, ValidationMessageKey> = {
  excess_km: 'rentalCharge.excessKm',
  fuel: 'rentalCharge.fuel',
  late_return: 'rentalCharge.lateReturn',
  overdue: 'rentalCharge.overdue',
  damage: 'rentalCharge.damage',
};

/** A charge line's description in the reader's language (manual lines: as typed). */
export function describeCharge(line: StoredRentalCharge, language: Language): string {
  if (line.kind === 'manual') return line.description ?? '';
  const params = { ...line.params };
  if (line.kind === 'damage') {
    params.damage =
      damageTypeNames[params.damage as DamageType]?.[language] ?? String(params.damage);
    params.location =
      damageLocationNames[params.location as DamageLocation]?.[language] ?? String(params.location);
  }
  return formatMessage(chargeKeys[line.kind], language, params);
}

// A charge keeps the cover's name as booked; an Arabic reader gets its Arabic name when it has one.
function coverName(row: RentalRow, name: string, language: Language): string {
  if (language !== 'ar') return name;
  const cover = row.addOns.find(
    (addOn) => addOn.type === 'INSURANCE_OPTION' && addOn.name === name,
  );
  return cover?.nameAr ?? name;
}

/** The stored charges as shown; null before check-in and any overdue settlement. */
export function chargesView(row: RentalRow, language: Language): RentalChargesView | null {
  if (!row.charges) return null;
  const lines = row.charges.map((line): RentalChargeView => ({
    kind: line.kind,
    description: describeCharge(line, language),
    quantity: line.quantity,
    unitAmount: line.unitAmount,
    amount: line.amount,
    waivedBy: line.waivedBy && coverName(row, line.waivedBy, language),
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    currency: row.currency,
    lines,
    subtotal,
    taxRateBp: row.taxRateBp,
    tax: row.additionalCharges - subtotal,
    total: row.additionalCharges,
  };
}

// --- views -------------------------------------------------------------------------------------

const iso = (at: Date | null) => at?.toISOString() ?? null;

function vehicleCardView(id: string, card: VehicleCard | null) {
  return {
    id,
    name: card ? `${card.make} ${card.model} ${card.year}` : '',
    make: card?.make ?? '',
    model: card?.model ?? '',
    year: card?.year ?? 0,
    licensePlate: card?.licensePlate ?? '',
    category: (card?.category ?? 'economy') as VehicleCategory,
  };
}

// The booked price with extensions, in the reservation quote's shape.
function quoteOf(row: RentalRow): ReservationQuoteView {
  const { currency, dailyRate, days, subtotal, addOns, addOnsTotal, discount } = row;
  const { additionalFees, taxRateBp, tax, totalAmount: total } = row;
  return {
    ...{ currency, dailyRate, days, subtotal, addOns, addOnsTotal, discount },
    ...{ additionalFees, taxRateBp, tax, total },
  };
}

/** A list row: the rental without legs, inspections, extensions, overdue records and charges. */
export function toRentalListItem(row: RentalListRow): RentalListItemView {
  return {
    id: row.id,
    rentalNumber: row.rentalNumber,
    status: row.status,
    isOverdue: row.isOverdue,
    reservationId: row.reservationId,
    reservationNumber: row.reservationNumber ?? '',
    customer: {
      id: row.customerId,
      name: row.customer?.name ?? '',
      email: row.customer?.email ?? '',
      phone: row.customer?.phone ?? '',
    },
    vehicle: vehicleCardView(row.vehicleId, row.vehicle),
    pickupBranch: { id: row.pickupBranchId, name: row.pickupBranchName ?? '' },
    returnBranch: { id: row.returnBranchId, name: row.returnBranchName ?? '' },
    pickupDate: row.pickupDate.toISOString(),
    returnDate: row.returnDate.toISOString(),
    originalReturnDate: row.originalReturnDate.toISOString(),
    actualPickupDate: iso(row.actualPickupDate),
    actualReturnDate: iso(row.actualReturnDate),
    quote: quoteOf(row),
    addOns: row.addOns,
    dailyRate: row.dailyRate,
    totalDays: row.days,
    totalAmount: row.totalAmount,
    securityDeposit: row.securityDeposit,
    startMileage: row.startMileage,
    endMileage: row.endMileage,
    fuelLevel: row.fuelLevel,
    fuelLevelEnd: row.fuelLevelEnd,
    vehicleCondition: row.vehicleCondition,
    vehicleConditionEnd: row.vehicleConditionEnd,
    checkoutNotes: row.checkoutNotes,
    checkinNotes: row.checkinNotes,
    additionalCharges: row.additionalCharges,
    totalCost: row.totalAmount + row.additionalCharges,
    paidAmount: Number(row.paidAmount),
    remainingAmount: Math.max(0, row.totalAmount + row.additionalCharges - Number(row.paidAmount)),
    inspectionComplete: row.inspectionComplete,
    rating: row.rating,
    ratingComment: row.ratingComment,
    notes: row.notes,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type RentalViewSources = CardSources & {
  users: RentalUserNames;
  /** the security deposit's payments (the payments module) */
  deposits: Pick<RentalDeposits, 'of'>;
  files: Pick<FileService, 'url'>;
  /** the photos of stored marks, with signed URLs (photo-service.ts) */
  markViews(
    tx: Tx,
    tenantId: string,
    rentalId: string,
    marks: readonly InspectionMark[],
  ): Promise<InspectionView['marks']>;
};

/** Built once by composition.ts; every part of the module answers with loadRentalView. */
export function createRentalViews(sources: RentalViewSources) {
  return {
    /** The whole rental in the reader's language; 404 when it is not the company's. */
    async loadRentalView(tx: Tx, id: string, language: Language): Promise<RentalView> {
      const row = await findRentalWithCards(tx, id, sources);
      if (!row) throw apiError('NOT_FOUND', 'error.rentalNotFound');
      const [legs, extensions, overdue, inspections] = [
        await legsOf(tx, id, sources.vehicles),
        await extensionsOf(tx, id, sources.users),
        await overdueOf(tx, id),
        await inspectionsOf(tx, id, sources.users),
      ];
      const inspection = async (stage: 'checkout' | 'checkin'): Promise<InspectionView | null> => {
        const found = inspections.find((i) => i.stage === stage);
        if (!found) return null;
        return {
          stage,
          marks: await sources.markViews(tx, row.tenantId, id, found.marks),
          signatureUrl: found.signatureFileId
            ? sources.files.url(row.tenantId, found.signatureFileId, 'original')
            : null,
          signedBy: found.signedBy,
          recordedAt: found.recordedAt.toISOString(),
          recordedBy: found.recordedByName,
        };
      };
      return {
        ...toRentalListItem(row),
        deposit: { required: row.securityDeposit, ...(await sources.deposits.of(tx, id)) },
        charges: chargesView(row, language),
        legs: legs.map((leg) => ({
          vehicle: vehicleCardView(leg.vehicleId, leg.vehicle),
          startedAt: leg.startedAt.toISOString(),
          endedAt: iso(leg.endedAt),
          startMileage: leg.startMileage,
          endMileage: leg.endMileage,
          fuelLevelStart: leg.fuelLevelStart,
          fuelLevelEnd: leg.fuelLevelEnd,
          swapReason: leg.swapReason,
          notes: leg.notes,
        })),
        extensions: extensions.map((e) => ({
          id: e.id,
          previousReturnDate: e.previousReturnDate.toISOString(),
          newReturnDate: e.newReturnDate.toISOString(),
          additionalDays: e.additionalDays,
          amount: e.amount,
          reason: e.reason,
          createdAt: e.createdAt.toISOString(),
          createdByName: e.createdByName,
        })),
        overdue: overdue.map((o) => ({
          id: o.id,
          dueAt: o.dueAt.toISOString(),
          settledAt: o.settledAt.toISOString(),
          hours: o.hours,
          amount: o.amount,
          notes: o.notes,
        })),
        checkoutInspection: await inspection('checkout'),
        checkinInspection: await inspection('checkin'),
      };
    },
  };
}

export type RentalViews = ReturnType<typeof createRentalViews>;
