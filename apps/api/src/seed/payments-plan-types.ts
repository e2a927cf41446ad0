// The shapes the payment plan reads and writes (payments-plan.ts).
import type { ReservationSource } from '@motorpool/domain/schemas/reservation';
import type {
  PaymentMethod,
  PaymentStatus,
  PaymentType,
  RentalStatus,
  ReservationStatus,
} from '@motorpool/domain/value-lists';

export type PaymentPlanReservation = {
  id: string;
  status: ReservationStatus;
  source: ReservationSource;
  customerId: string;
  currency: string;
  totalAmount: number;
  pickupDate: Date;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
};

export type PaymentPlanRental = {
  id: string;
  rentalNumber: string;
  reservationId: string;
  status: RentalStatus;
  additionalCharges: number;
  /** the deposit required at checkout */
  securityDeposit: number;
  actualPickupDate: Date | null;
  actualReturnDate: Date | null;
};

export type PaymentPlanInput = {
  reservations: PaymentPlanReservation[];
  rentals: PaymentPlanRental[];
  /** corporate customers' ids: they pay by bank transfer more often */
  corporate: Set<string>;
  /** staff user ids who take payments at the desk */
  staff: string[];
  now: Date;
  seed: number;
};

export type PlannedRefund = {
  amount: number;
  reason: string;
  at: Date;
  gatewayRefundId: string | null;
  gatewayResponse: Record<string, unknown> | null;
  createdBy: string | null;
};

export type PlannedPayment = {
  customerId: string;
  reservationId: string;
  rentalId: string | null;
  amount: number;
  currency: string;
  paymentMethod: PaymentMethod;
  type: PaymentType;
  status: PaymentStatus;
  description: string;
  notes: string | null;
  transactionId: string | null;
  gateway: string | null;
  gatewayTransactionId: string | null;
  gatewayResponse: Record<string, unknown> | null;
  cardToken: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  processedAt: Date | null;
  processedBy: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  refundedAmount: number;
  capturedAmount: number;
  refundReason: string | null;
  refunds: PlannedRefund[];
  /** a deposit's part kept against the return charges, and when */
  captured: { amount: number; at: Date; rentalNumber: string } | null;
};
