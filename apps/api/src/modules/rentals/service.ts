import {
  type RentalCancelInput,
  type RentalCreateInput,
  type RentalUpdateInput,
  type RentalView,
  rentalSortFields,
} from '@motorpool/domain/schemas/rental';
import { applyAction } from '@motorpool/domain/status-machine';
import { rentalMachine } from '@motorpool/domain/status-machines';
import type { Database, Tx } from '../../db/engine.ts';
import { branchScopeOf, checkBranchScope } from '../../lib/branch-scope.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { listReads } from '../../lib/list-reads.ts';
import { auditedChange, auditScope, entityActivity, recordAudit } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import type { Holds } from '../holds/ports.ts';
import { createCheckout, type RentalCheckout, rentalHoldOf } from './checkout-service.ts';
import { signatureFileIds } from './checkout-repository.ts';
import { rentalDocumentTable } from './documents.ts';
import type { HandedOverReservation, RentalParties, RentalSettings } from './ports.ts';
import type { InspectionPhotos } from './photo-service.ts';
import { photoFileIds } from './photo-repository.ts';
import {
  deleteRental,
  insertRental,
  listRentals,
  nextRentalNumber,
  type RentalListQuery,
  type RentalRow,
  rentalFilterSpecs,
  rentalNumberOf,
  updateRental,
} from './repository.ts';
import {
  audited,
  findReachable,
  illegalRentalMove,
  ownCustomerOf,
  type RentalEventName,
  rentalEvent,
  type RentalViews,
  toRentalListItem,
} from './views.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

export type RentalDeps = {
  parties: RentalParties;
  holds: Holds;
  events: EventPublisher;
  views: RentalViews;
  photos: InspectionPhotos;
  /** releases the files of a deleted rental's photos, signatures and documents */
  files: Pick<FileService, 'discardAll'>;
  now?: () => Date;
};

// A walk-in's fields, once the schema has made sure they are all there.
function walkIn(input: RentalCreateInput) {
  return {
    customerId: input.customerId as string,
    vehicleId: input.vehicleId as string,
    pickupBranchId: input.pickupBranchId as string,
    returnBranchId: input.returnBranchId as string,
    pickupDate: new Date(input.pickupDate as string),
    returnDate: new Date(input.returnDate as string),
    ...(input.addOns ? { addOns: input.addOns } : {}),
    ...(input.discount !== undefined ? { discount: input.discount } : {}),
    ...(input.additionalFees !== undefined ? { additionalFees: input.additionalFees } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
  };
}

// The reservation's parties, dates and price become the rental's.
const fromReservation = (r: HandedOverReservation) => ({
  reservationId: r.id,
  customerId: r.customerId,
  vehicleId: r.vehicleId,
  pickupBranchId: r.pickupBranchId,
  returnBranchId: r.returnBranchId,
  pickupDate: r.pickupDate,
  returnDate: r.returnDate,
  originalReturnDate: r.returnDate,
  currency: r.currency,
  dailyRate: r.dailyRate,
  days: r.days,
  subtotal: r.subtotal,
  addOns: r.addOns,
  addOnsTotal: r.addOnsTotal,
  discount: r.discount,
  additionalFees: r.additionalFees,
  taxRateBp: r.taxRateBp,
  tax: r.tax,
  totalAmount: r.totalAmount,
});

// Rentals: a confirmed reservation (or a walk-in's, booked on the spot) becomes a
// rental holding its car through the same hold; pending pickup until checkout.
export function createRentalService(database: Database, deps: RentalDeps) {
  const { parties, holds, events, views, files } = deps;

  // The settings are read before the transaction opens: PGlite runs one at a time.
  async function inTenant<T>(c: TenantCaller, fn: (tx: Tx, s: RentalSettings) => Promise<T>) {
    const settings = await parties.settingsOf(c.tenantId);
    return database.withTenant(c.tenantId, (tx) => fn(tx, settings));
  }

  const mustFind = (tx: Tx, c: TenantCaller, id: string, lock = false) =>
    findReachable(tx, c, parties.customers, id, lock);
  const view = (tx: Tx, c: TenantCaller, id: string) => views.loadRentalView(tx, id, c.language);
  const publish = <N extends RentalEventName>(
    tx: Tx,
    c: TenantCaller,
    name: N,
    row: RentalRow,
    extra: Parameters<typeof rentalEvent<N>>[3],
  ) => events.publish(tx, rentalEvent(c, name, row, extra));

  async function listQuery(tx: Tx, c: TenantCaller, raw: Readonly<Record<string, unknown>>) {
    // `overdue=true` is the list's own shorthand for filter[overdue]=true.
    const { overdue, ...rest } = raw;
    const q = parseFilteredList(
      overdue === undefined ? rest : { ...rest, 'filter[overdue]': overdue },
      {
        sortable: rentalSortFields,
        defaultSort: { field: 'pickupDate', direction: 'desc' },
        fields: rentalFilterSpecs,
        language: c.language,
      },
    );
    const own = await ownCustomerOf(tx, c, parties.customers);
    const branch = branchScopeOf(c);
    return { ...q, ...(own ? { customerId: own } : {}), ...(branch ? { branchId: branch } : {}) };
  }

  async function insertTakingOver(
    tx: Tx,
    c: TenantCaller,
    reservation: HandedOverReservation,
    notes: string | undefined,
    securityDeposit: number,
  ): Promise<RentalRow> {
    const number = await nextRentalNumber(tx, c.tenantId);
    try {
      // a savepoint, so a concurrent take-over's unique violation leaves the transaction usable
      return await tx.transaction((sp) =>
        insertRental(sp, {
          ...fromReservation(reservation),
          tenantId: c.tenantId,
          rentalNumber: rentalNumberOf(number),
          status: rentalMachine.initial,
          securityDeposit,
          notes: notes || reservation.notes || null,
          createdBy: c.userId,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw apiError('CONFLICT', 'rental.reservationAlreadyRented');
    }
  }

  const checkout = createCheckout({ ...deps, mustFind, view });

  return {
    ...listReads(database, {
      query: listQuery,
      fetch: (tx, q: RentalListQuery) => listRentals(tx, q, parties),
      context: () => undefined,
      view: toRentalListItem,
    }),

    async get(c: TenantCaller, id: string): Promise<RentalView> {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return view(tx, c, id);
      });
    },

    // From a confirmed reservation, or a walk-in's booked on the spot (checked and priced like
    // POST /reservations, confirmed at once): either way the rental takes the reservation over.
    async create(c: TenantCaller, input: RentalCreateInput): Promise<RentalView> {
      return inTenant(c, async (tx, settings) => {
        const reservationId =
          input.reservationId ??
          (await parties.reservations.book(tx, c, settings, walkIn(input))).id;
        const reservation = await parties.reservations.takeOver(tx, c, reservationId);
        // the transaction undoes a walk-in's booking refused here
        checkBranchScope(c, reservation.pickupBranchId, reservation.returnBranchId);
        // The company's deposit for the car's category, known before the car leaves.
        const vehicle = await parties.vehicles.find(tx, reservation.vehicleId);
        const deposit = (vehicle && settings.securityDepositPerCategory[vehicle.category]) ?? 0;
        const row = await insertTakingOver(tx, c, reservation, input.notes, deposit);
        await holds.place(tx, rentalHoldOf(row, settings), c.language);
        await recordAudit(tx, auditScope(c), {
          action: 'create',
          entityType: 'rental',
          entityId: row.id,
          after: audited(row),
        });
        await publish(tx, c, 'rental.created', row, {});
        return view(tx, c, row.id);
      });
    },

    // Notes any time; the planned return branch until the car is back.
    async update(c: TenantCaller, id: string, input: RentalUpdateInput): Promise<RentalView> {
      return database.withTenant(c.tenantId, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'update',
          entityType: 'rental',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: async (before) => {
            const branchId = input.returnBranchId;
            if (branchId === undefined || branchId === before.returnBranchId) return;
            if (before.status !== 'pending' && before.status !== 'active') {
              throw illegalRentalMove(c, before.status, 'update');
            }
            const branch = await parties.branches.find(tx, branchId);
            const path = 'body.returnBranchId';
            if (!branch) throw fieldError(path, 'reservation.unknownBranch');
            if (branch.status !== 'active') {
              throw fieldError(path, 'reservation.branchInactive');
            }
          },
          change: () =>
            updateRental(tx, id, {
              ...(input.returnBranchId !== undefined
                ? { returnBranchId: input.returnBranchId }
                : {}),
              ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
            }),
          audit: (before, row) => ({
            before: { returnBranchId: before.returnBranchId, notes: before.notes },
            after: { returnBranchId: row.returnBranchId, notes: row.notes },
          }),
          view: () => view(tx, c, id),
        }),
      );
    },

    // Only a cancelled rental goes, with its inspections' files; its reservation stays.
    async remove(c: TenantCaller, id: string): Promise<void> {
      await database.withTenant(c.tenantId, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'delete',
          entityType: 'rental',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: (before) => {
            if (before.status !== 'cancelled') {
              throw apiError('CONFLICT', 'rental.deleteOnlyCancelled');
            }
          },
          change: async (before) => {
            const held = [
              ...(await photoFileIds(tx, id)),
              ...(await signatureFileIds(tx, id)),
              ...(await rentalDocumentTable.fileIds(tx, id)),
            ];
            await deleteRental(tx, id);
            await files.discardAll(tx, held);
            return before;
          },
          audit: (before) => ({ before: audited(before) }),
        }),
      );
    },

    // Before pickup only: the car's time is released and the reservation cancelled with it.
    async cancel(c: TenantCaller, id: string, input: RentalCancelInput): Promise<RentalView> {
      return database.withTenant(c.tenantId, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'cancel',
          entityType: 'rental',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: (before) => {
            if (!applyAction(rentalMachine, 'cancel', before.status).ok) {
              throw illegalRentalMove(c, before.status, 'cancel');
            }
          },
          change: async (before) => {
            const row = await updateRental(tx, id, {
              status: 'cancelled',
              cancelledAt: new Date(),
              cancellationReason: input.reason,
            });
            await holds.release(tx, { kind: 'rental', sourceId: id });
            await parties.reservations.cancel(tx, c, before.reservationId, input.reason);
            await publish(tx, c, 'rental.cancelled', row, { reason: input.reason });
            return row;
          },
          audit: (before, row) => ({
            before: { status: before.status },
            after: { status: row.status, reason: input.reason },
          }),
          view: () => view(tx, c, id),
        }),
      );
    },

    async checkout(c: TenantCaller, id: string, input: RentalCheckout): Promise<RentalView> {
      return inTenant(c, (tx, settings) => checkout(tx, c, settings, id, input));
    },

    uploadPhoto: deps.photos.upload,

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return entityActivity(tx, 'rental', id, page);
      });
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
