import type { NewDomainEvent } from '@motorpool/domain/events';
import {
  type AddOnSelection,
  type ReservationCancelInput,
  type ReservationConfirmInput,
  type ReservationCreateInput,
  type ReservationQuoteRequest,
  type ReservationQuoteView,
  type ReservationUpdateInput,
  type ReservationCancellationQuoteView,
  type ReservationView,
  reservationSortFields,
} from '@motorpool/domain/schemas/reservation';
import { applyAction } from '@motorpool/domain/status-machine';
import { reservationMachine } from '@motorpool/domain/status-machines';
import type { Database, Tx } from '../../db/engine.ts';
import { branchScopeOf, checkBranchScope } from '../../lib/branch-scope.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { apiError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { listReads } from '../../lib/list-reads.ts';
import { auditedChange, auditScope, entityActivity } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import type { Holds } from '../holds/ports.ts';
import type { BookingSettings, ReservationParties, ReservationRefunds } from './ports.ts';
import { changedBooking } from './booking-change.ts';
import * as policy from './cancellation.ts';
import {
  chooseAddOns,
  offeredAddOns,
  checkPromoLimits,
  priceBooking,
  promotionFor,
} from './pricing.ts';
import {
  type CardSources,
  deleteReservation,
  findReservationWithCards,
  listReservations,
  type ReservationListQuery,
  type ReservationRow,
  reservationFilterSpecs,
  takenOverBy,
  updateReservation,
} from './repository.ts';
import { mustFindParty } from './booking-checks.ts';
import { bookReservation } from './booking.ts';
import { reservationDocumentTable } from './documents.ts';
import { adjustments, audienceOf, checkStaffDiscount, holdOf, illegal } from './booking-terms.ts';
import { findReachable, ownCustomerOf } from './reachable.ts';
import { confirmBooking, type ReservationEventName, reservationEvent } from './events.ts';
import { audited, reservationStatusName, toReservationView } from './views.ts';

export type ReservationDeps = {
  parties: ReservationParties;
  holds: Holds;
  events: EventPublisher;
  /** releases the files of a deleted reservation's documents */
  files: Pick<FileService, 'discardAll'>;
  /** gives back what a customer's cancellation does not keep (the payments module) */
  refunds: ReservationRefunds;
  /** the clock "pickup not in the past" and the customer's age are judged by */
  now?: () => Date;
};

export { reservationReferences } from './reachable.ts';

export type Booking = {
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
};

// Reservations: bookings that never promise a vehicle twice (holds module), priced by
// the domain and moved along reservationMachine.
export function createReservationService(
  database: Database,
  { parties, holds, events, files, refunds, now = () => new Date() }: ReservationDeps,
) {
  const sources: CardSources = parties;
  const filterSpecs = reservationFilterSpecs(parties.payments);

  // The settings are read before the transaction opens: PGlite runs one at a time.
  async function inTenant<T>(
    c: Pick<TenantCaller, 'tenantId'>,
    fn: (tx: Tx, s: BookingSettings) => Promise<T>,
  ) {
    const settings = await parties.settingsOf(c.tenantId);
    return database.withTenant(c.tenantId, (tx) => fn(tx, settings));
  }

  const ownCustomerId = (tx: Tx, c: TenantCaller) => ownCustomerOf(tx, c, parties.customers);
  const mustFind = (tx: Tx, c: TenantCaller, id: string, lock = false) =>
    findReachable(tx, c, parties.customers, id, lock);

  async function view(tx: Tx, c: TenantCaller, id: string): Promise<ReservationView> {
    const row = await findReservationWithCards(tx, id, sources);
    if (!row) throw apiError('NOT_FOUND', 'error.reservationNotFound');
    return toReservationView(row, audienceOf(c));
  }

  const publish = (
    tx: Tx,
    c: TenantCaller | null,
    name: ReservationEventName,
    row: ReservationRow,
  ) => events.publish(tx, reservationEvent(c, name, row) as NewDomainEvent);

  async function listQuery(tx: Tx, c: TenantCaller, raw: Readonly<Record<string, unknown>>) {
    const q = parseFilteredList(raw, {
      sortable: reservationSortFields,
      defaultSort: { field: 'pickupDate', direction: 'desc' },
      fields: filterSpecs,
      language: c.language,
    });
    const own = await ownCustomerId(tx, c);
    const branch = branchScopeOf(c);
    return { ...q, ...(own ? { customerId: own } : {}), ...(branch ? { branchId: branch } : {}) };
  }

  // A booking without add-ons reads no lookups.
  async function chosenAddOns(tx: Tx, c: TenantCaller, selection: AddOnSelection[] = []) {
    if (selection.length === 0) return [];
    return chooseAddOns(selection, offeredAddOns(await parties.addOns(tx)));
  }

  return {
    /** the list's filter fields, for the route's description */
    filters: filterSpecs,

    ...listReads(database, {
      query: listQuery,
      fetch: (tx, q: ReservationListQuery) => listReservations(tx, q, sources),
      context: audienceOf,
      view: (row, _c, audience) => toReservationView(row, audience),
    }),

    async get(c: TenantCaller, id: string): Promise<ReservationView> {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return view(tx, c, id);
      });
    },

    /** The live quote of the booking form: priced, not booked, availability not checked. */
    async quote(c: TenantCaller, input: ReservationQuoteRequest): Promise<ReservationQuoteView> {
      return inTenant(c, async (tx, settings) => {
        const vehicle = await mustFindParty(
          c,
          parties.vehicles.find(tx, input.vehicleId),
          'reservation.unknownVehicle',
          'body.vehicleId',
        );
        const addOns = await chosenAddOns(tx, c, input.addOns);
        const pickupDate = new Date(input.pickupDate);
        const promo = { promoCode: input.promoCode, pickupDate, category: vehicle.category };
        const promotion = await promotionFor(tx, parties.promoCodes, settings, promo);
        // a customer hears of a limit refusing them before booking (the booking takes the use)
        const own = promotion ? await ownCustomerId(tx, c) : null;
        await checkPromoLimits(tx, parties.promoCodes, promotion, own);
        const quote = priceBooking(settings, {
          dailyRate: vehicle.dailyRate,
          pickupDate,
          returnDate: new Date(input.returnDate),
          addOns,
          promotion,
          ...adjustments(c, input),
        });
        checkStaffDiscount(c, settings, input.discount, quote.subtotal);
        return quote;
      });
    },

    async create(c: TenantCaller, input: ReservationCreateInput): Promise<ReservationView> {
      checkBranchScope(c, input.pickupBranchId, input.returnBranchId);
      return inTenant(c, async (tx, settings) => {
        const own = await ownCustomerId(tx, c);
        const row = await bookReservation(
          tx,
          c,
          { parties, holds, events, now: now() },
          settings,
          {
            ...input,
            customerId: own ?? input.customerId,
            pickupDate: new Date(input.pickupDate),
            returnDate: new Date(input.returnDate),
          },
          { source: own ? 'customer_area' : 'back_office' },
        );
        const booked = await view(tx, c, row.id);
        // Only the customer's own booking mails them: staff tell a customer themselves.
        if (own) await confirmBooking(tx, c, { parties, events }, own, booked, settings);
        return booked;
      });
    },

    // Dates, vehicle or branches re-check the rules and move the hold; the price is
    // recomputed with the booked rate, add-on prices and tax rate unless the vehicle (its
    // current rate) or the add-ons (their current prices) change.
    async update(
      c: TenantCaller,
      id: string,
      input: ReservationUpdateInput,
    ): Promise<ReservationView> {
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'update',
          entityType: 'reservation',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: async (before) => {
            policy.checkCustomerChange(c, input);
            if (before.status !== 'pending' && before.status !== 'confirmed') {
              throw apiError('CONFLICT', 'reservation.notEditable', {
                params: { status: reservationStatusName(before.status, c.language) },
              });
            }
            policy.checkBeforePickup(c, before, now());
            await policy.checkNotTakenOver(tx, c, id, parties.rentals);
            checkBranchScope(
              c,
              input.pickupBranchId ?? before.pickupBranchId,
              input.returnBranchId ?? before.returnBranchId,
            );
          },
          change: async (before) => {
            const { changes, changed } = await changedBooking(tx, c, parties, settings, {
              before,
              input,
              now: now(),
            });
            const row = await updateReservation(tx, id, changes);
            if (changed.vehicleId || changed.pickupDate || changed.returnDate) {
              await holds.move(tx, holdOf(c.tenantId, row, settings), c.language);
            }
            await publish(tx, c, 'reservation.changed', row);
            return row;
          },
          audit: (before, row) => ({ before: audited(before), after: audited(row) }),
          view: () => view(tx, c, id),
        }),
      );
    },

    // Only a pending reservation goes, with its documents' files; any other is cancelled
    // instead (409 says so).
    async remove(c: TenantCaller, id: string): Promise<void> {
      await database.withTenant(c.tenantId, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'delete',
          entityType: 'reservation',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: (before) => {
            if (before.status !== 'pending') {
              throw apiError('CONFLICT', 'reservation.deleteOnlyPending');
            }
          },
          change: async (before) => {
            await holds.release(tx, { kind: 'reservation', sourceId: id });
            await files.discardAll(tx, await reservationDocumentTable.fileIds(tx, id));
            await deleteReservation(tx, id);
            return before;
          },
          audit: (before) => ({ before: audited(before) }),
        }),
      );
    },

    // Confirming re-asserts the hold through the constraint, with today's buffer.
    async confirm(
      c: TenantCaller,
      id: string,
      input: ReservationConfirmInput,
    ): Promise<ReservationView> {
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'confirm',
          entityType: 'reservation',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: (before) => {
            if (!applyAction(reservationMachine, 'confirm', before.status).ok) {
              throw illegal(c, before, 'confirm');
            }
          },
          change: async () => {
            const row = await updateReservation(tx, id, {
              status: 'confirmed',
              confirmedAt: new Date(),
            });
            await holds.move(tx, holdOf(c.tenantId, row, settings), c.language);
            await publish(tx, c, 'reservation.confirmed', row);
            return row;
          },
          audit: (before, row) => ({
            before: { status: before.status },
            after: { status: row.status, ...(input.notes ? { notes: input.notes } : {}) },
          }),
          view: () => view(tx, c, id),
        }),
      );
    },

    /** What cancelling now would keep and give back, by the company's policy. */
    async cancellationQuote(
      c: TenantCaller,
      id: string,
    ): Promise<ReservationCancellationQuoteView> {
      return inTenant(c, async (tx, settings) => {
        const row = await mustFind(tx, c, id);
        const paid = await policy.paidTowards(tx, id, sources);
        const takenOver = (await takenOverBy(tx, id, parties.rentals)) !== null;
        return policy.cancellationQuote(c, row, paid, settings, now(), takenOver);
      });
    },

    // A customer's cancellation (before pickup only) keeps the policy's fee out of what they
    // paid and refunds the rest through the payments module, in this transaction: a refused
    // card refund cancels nothing. Staff cancellations keep and refund nothing on their own.
    async cancel(
      c: TenantCaller,
      id: string,
      input: ReservationCancelInput,
    ): Promise<ReservationView> {
      return inTenant(c, (tx, settings) =>
        auditedChange(tx, auditScope(c), {
          action: 'cancel',
          entityType: 'reservation',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: async (before) => {
            if (!applyAction(reservationMachine, 'cancel', before.status).ok) {
              throw illegal(c, before, 'cancel');
            }
            policy.checkBeforePickup(c, before, now());
            await policy.checkNotTakenOver(tx, c, id, parties.rentals);
          },
          change: async (before) => {
            const paid = await policy.paidTowards(tx, id, sources);
            const { kept, refund } = policy.settle(c, before, paid, settings, now());
            const row = await updateReservation(tx, id, {
              status: 'cancelled',
              cancelledAt: new Date(),
              cancellationReason: input.reason,
              cancellationFee: kept,
            });
            if (refund > 0) await refunds.refundReservation(tx, c, id, refund, input.reason);
            await holds.release(tx, { kind: 'reservation', sourceId: id });
            await publish(tx, c, 'reservation.cancelled', row);
            return row;
          },
          audit: (before, row) => ({
            before: { status: before.status },
            after: { status: row.status, reason: input.reason, fee: row.cancellationFee },
          }),
          view: () => view(tx, c, id),
        }),
      );
    },

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return entityActivity(tx, 'reservation', id, page);
      });
    },
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
