import type { Language } from '@motorpool/domain/locale-lists';
import { paymentStatusFor, remainingAmount } from '@motorpool/domain/pricing';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import type { ReservationStatus } from '@motorpool/domain/value-lists';
import type { ReservationListRow, ReservationRow } from './repository.ts';

/**
 * What the reservation's payments are measured against: its total, or, once the customer
 * cancelled it under the policy, the fee kept (the rest went back to them).
 */
export const amountOwed = (
  row: Pick<ReservationRow, 'status' | 'cancellationFee' | 'totalAmount'>,
) =>
  row.status === 'cancelled' && row.cancellationFee > 0 ? row.cancellationFee : row.totalAmount;

/** The reservation as answered; a customer caller never sees the staff's internal notes. */
export function toReservationView(
  row: ReservationListRow,
  audience: 'staff' | 'customer',
): ReservationView {
  const vehicle = row.vehicle;
  const paidAmount = Math.max(0, row.received - row.refunded);
  return {
    id: row.id,
    reservationNumber: row.reservationNumber,
    status: row.status,
    paymentStatus: paymentStatusFor(amountOwed(row), row.received, row.refunded),
    source: row.source,
    customer: {
      id: row.customerId,
      name: row.customer?.name ?? '',
      email: row.customer?.email ?? '',
      phone: row.customer?.phone ?? '',
    },
    vehicle: {
      id: row.vehicleId,
      name: vehicle ? `${vehicle.make} ${vehicle.model} ${vehicle.year}` : '',
      make: vehicle?.make ?? '',
      model: vehicle?.model ?? '',
      year: vehicle?.year ?? 0,
      licensePlate: vehicle?.licensePlate ?? '',
      category: vehicle?.category ?? '',
    },
    pickupBranch: { id: row.pickupBranchId, name: row.pickupBranchName ?? '' },
    returnBranch: { id: row.returnBranchId, name: row.returnBranchName ?? '' },
    pickupDate: row.pickupDate.toISOString(),
    returnDate: row.returnDate.toISOString(),
    specialRequests: row.specialRequests,
    notes: row.notes,
    internalNotes: audience === 'staff' ? row.internalNotes : null,
    quote: {
      currency: row.currency,
      dailyRate: row.dailyRate,
      days: row.days,
      subtotal: row.subtotal,
      addOns: row.addOns,
      addOnsTotal: row.addOnsTotal,
      discount: row.discount,
      promotion:
        row.offerId && row.promoCode && row.promotionKind && row.promotionValue !== null
          ? {
              offerId: row.offerId,
              code: row.promoCode,
              kind: row.promotionKind,
              value: row.promotionValue,
              discount: row.promotionDiscount,
            }
          : null,
      additionalFees: row.additionalFees,
      taxRateBp: row.taxRateBp,
      tax: row.tax,
      total: row.totalAmount,
    },
    totalAmount: row.totalAmount,
    paidAmount,
    // a cancelled booking owes nothing beyond the fee it kept
    remainingAmount: remainingAmount(
      row.status === 'cancelled' ? row.cancellationFee : amountOwed(row),
      paidAmount,
    ),
    cancellationReason: row.cancellationReason,
    cancellationFee: row.cancellationFee,
    payBy:
      row.payBy && row.status === 'pending' && paidAmount <= 0 ? row.payBy.toISOString() : null,
    rental:
      row.rentalId && row.rentalNumber
        ? { id: row.rentalId, rentalNumber: row.rentalNumber }
        : null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The audit trail keeps the stored fields, not the tenant.
export function audited(row: ReservationRow) {
  const { tenantId: _t, ...stored } = row;
  return stored;
}

const statusNames: Record<Language, Record<ReservationStatus, string>> = {
  en: {
    pending: 'pending',
    confirmed: 'confirmed',
    cancelled: 'cancelled',
    completed: 'completed',
    no_show: 'a no-show',
  },
  ar: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكد',
    cancelled: 'ملغى',
    completed: 'مكتمل',
    no_show: 'لم يحضر',
  },
};

export const reservationStatusName = (status: ReservationStatus, language: Language) =>
  statusNames[language][status];

export type ReservationActionName = 'confirm' | 'cancel' | 'delete';

const actionNames: Record<Language, Record<ReservationActionName, string>> = {
  en: { confirm: 'confirmed', cancel: 'cancelled', delete: 'deleted' },
  ar: { confirm: 'تأكيد', cancel: 'إلغاء', delete: 'حذف' },
};

export const reservationActionName = (action: ReservationActionName, language: Language) =>
  actionNames[language][action];
