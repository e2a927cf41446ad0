// What the reservations module reads of others: the interfaces the composition root
// (composition.ts) hands in, so it never imports customers, vehicles, branches or lookups.
import type { OperatingHours } from '@motorpool/domain/schemas/branch';
import type { BranchStatus, CustomerStatus, VehicleStatus } from '@motorpool/domain/value-lists';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';

/** A row of another table, named inside the caller's statement. */
export type RowRef = { tenantId: SQL; id: SQL };

export type BookingCustomer = {
  id: string;
  firstName: string;
  lastName: string;
  status: CustomerStatus;
  dateOfBirth: string | null;
  licenseExpiryDate: string | null;
  /** mirrors the account's; the confirmation mail reads it */
  preferredLanguage: string;
};

/** The customers module's customerBookingParties. */
export type BookingCustomers = {
  find(tx: Tx, id: string): Promise<BookingCustomer | undefined>;
  /** the customer record of a customer account */
  ofUser(tx: Tx, userId: string): Promise<{ id: string } | undefined>;
  /** json {name, email, phone} of the customer, as a subquery */
  cardAt(customer: RowRef): SQL<{ name: string; email: string; phone: string } | null>;
  /** ids of the customers whose name contains the text, as a subquery */
  idsNamed(text: string): SQL;
};

export type BookingVehicle = {
  id: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  category: string;
  dailyRate: number;
  status: VehicleStatus;
};

export type VehicleCard = Omit<BookingVehicle, 'dailyRate' | 'status'>;

/** The vehicles module's vehicleBookings. */
export type BookingVehicles = {
  find(tx: Tx, id: string): Promise<BookingVehicle | undefined>;
  cardAt(vehicle: RowRef): SQL<VehicleCard | null>;
  /** ids of the vehicles whose licence plate contains the text, as a subquery */
  idsWithPlate(text: string): SQL;
};

export type BookingBranch = {
  id: string;
  name: string;
  status: BranchStatus;
  operatingHours: OperatingHours | null;
};

/** The branches module's branchBookings. */
export type BookingBranches = {
  find(tx: Tx, id: string): Promise<BookingBranch | undefined>;
  nameAt(branch: RowRef): SQL<string | null>;
};

/** An active lookup of an add-on type (INSURANCE_OPTION, EXTRA); its value carries the price. */
export type AddOnLookup = {
  type: string;
  code: string;
  name: string;
  nameAr: string | null;
  value: string | null;
};

/** The company settings a booking is priced and checked with (the tenants module). */
export type BookingSettings = {
  currency: string;
  timeZone: string;
  taxRateBp: number;
  /** the largest staff discount without `reservations:discount`, of the subtotal (bp) */
  maxDiscountShareBp: number;
  turnaroundBufferMinutes: number;
  noShowGraceMinutes: number;
  lateReturnGraceMinutes: number;
  minimumDriverAge: number;
  requireVerifiedBeforeBooking: boolean;
  longestRentalDays: number;
  furthestPickupDays: number;
  /** customer-area bookings one account may hold open with nothing paid */
  maxOpenUnpaidBookings: number;
  /** with payNow, minutes a customer-area booking holds the car unpaid; null otherwise */
  payNowHoldMinutes: number | null;
  /**
   * Free until so many hours before pickup, then the fee (percent in basis points, or minor
   * units). The rentals module's settings leave it out: a walk-in is never cancelled by policy.
   */
  cancellation?: {
    freeUntilHoursBefore: number;
    fee: { kind: 'percent' | 'fixed'; value: number };
  };
};

/**
 * The payments module's: give back `amount` of what was paid towards the reservation, inside the
 * caller's transaction (cards through the gateway), newest payment first.
 */
export type ReservationRefunds = {
  refundReservation(
    tx: Tx,
    c: TenantCaller,
    reservationId: string,
    amount: number,
    reason: string,
  ): Promise<void>;
};

/**
 * The payments module's paymentFigures.reservations: what came in towards the reservation (made to it
 * or its rental, deposits aside) and what of it went back, as subqueries in minor units.
 */
export type ReservationPayments = {
  receivedAt(reservation: RowRef): SQL<number>;
  refundedAt(reservation: RowRef): SQL<number>;
};

/** A promo code's offer as a booking applies it (the offers module's offerPromotions). */
export type Promotion = {
  offerId: string;
  code: string;
  discount: { kind: 'percent' | 'amount'; value: number };
  /** the offer's limits on who may use it */
  oncePerCustomer: boolean;
  firstBookingOnly: boolean;
  /** its total uses reached when it was read */
  usedUp: boolean;
};

/** Why a promotion's limits refuse a booking (the message key of the 400 on body.promoCode). */
export type PromoRefusal =
  'offer.promoUsedByCustomer' | 'offer.promoFirstBookingOnly' | 'offer.promoUsedUp';

/** The offers module's offerPromotions. */
export type PromoCodes = {
  /**
   * The offer of `code` when it applies: active, its dates covering the pickup's day in
   * `timeZone`, and for `category` (or every category); null otherwise.
   */
  applicable(
    tx: Tx,
    code: string,
    booking: { pickupDate: Date; category: string; timeZone: string },
  ): Promise<Promotion | null>;
  /**
   * Takes one use of the promotion for a new booking, in the booking's transaction, or says
   * which limit refuses it; the database lets only one of two concurrent bookings take the
   * last use or a customer's one use.
   */
  /** Which limit would refuse the customer's next booking with it, without taking a use. */
  refusal(
    tx: Tx,
    promotion: Promotion,
    booking: { customerId: string; firstBooking: boolean },
  ): Promise<PromoRefusal | null>;
  redeem(
    tx: Tx,
    promotion: Promotion,
    booking: { tenantId: string; customerId: string; reservationId: string; firstBooking: boolean },
  ): Promise<PromoRefusal | null>;
};

/**
 * The rentals module's link back from a reservation it took over (the rental whose
 * reservation_id names it), as subqueries of the caller's statement.
 */
export type ReservationRentals = {
  idAt(reservation: RowRef): SQL<string | null>;
  numberAt(reservation: RowRef): SQL<string | null>;
};

export type ReservationParties = {
  customers: BookingCustomers;
  vehicles: BookingVehicles;
  branches: BookingBranches;
  payments: ReservationPayments;
  rentals: ReservationRentals;
  addOns(tx: Tx): Promise<AddOnLookup[]>;
  settingsOf(tenantId: string): Promise<BookingSettings>;
  /** absent: no promo code applies (a booking naming one is refused) */
  promoCodes?: PromoCodes;
};

/** The users module's names, as a subquery of the caller's statement (who uploaded a document). */
export type UserNames = {
  nameAt(user: RowRef): SQL<string | null>;
};
