// What the rentals module reads and changes of others: the interfaces the composition root
// (composition.ts) hands in, so it never imports reservations, vehicles, customers or branches.
import type { RentalPolicySettings } from '@motorpool/domain/schemas/company-settings';
import type { AddOnSelection, ReservationAddOnView } from '@motorpool/domain/schemas/reservation';
import type { CustomerStanding } from '@motorpool/domain/customer-standing';
import type { CheckoutProblem } from '@motorpool/domain/schemas/checkout-readiness';
import type {
  BranchStatus,
  ReservationStatus,
  VehicleCategory,
  VehicleStatus,
} from '@motorpool/domain/value-lists';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { recordAudit } from '../audit/ports.ts';

/** A row of another table, named inside the caller's statement. */
export type RowRef = { tenantId: SQL; id: SQL };

/** Who a change is recorded under: a caller (auditScope) or the system (jobs). */
export type AuditScope = Parameters<typeof recordAudit>[1];

/** The reservation a rental takes over: its parties, dates and price snapshot. */
export type HandedOverReservation = {
  id: string;
  reservationNumber: string;
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
  currency: string;
  dailyRate: number;
  days: number;
  subtotal: number;
  addOns: ReservationAddOnView[];
  addOnsTotal: number;
  discount: number;
  additionalFees: number;
  taxRateBp: number;
  tax: number;
  totalAmount: number;
  notes: string | null;
};

/** A reservation before its checkout: whose, which car, when, and whether it is confirmed. */
export type ReservationAtDesk = {
  id: string;
  status: ReservationStatus;
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
};

/** A walk-in's booking: the fields of POST /reservations. */
export type WalkInBooking = {
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
  addOns?: AddOnSelection[];
  discount?: number;
  additionalFees?: number;
  notes?: string;
};

/** The reservations module's rental handover (reservations/rental-handover.ts). */
export type RentalReservations = {
  book(
    tx: Tx,
    c: TenantCaller,
    settings: RentalSettings,
    input: WalkInBooking,
  ): Promise<HandedOverReservation>;
  takeOver(tx: Tx, c: TenantCaller, reservationId: string): Promise<HandedOverReservation>;
  /** a reservation as the desk prepares its checkout; undefined when not the company's */
  find(tx: Tx, reservationId: string): Promise<ReservationAtDesk | undefined>;
  complete(tx: Tx, scope: AuditScope, reservationId: string): Promise<void>;
  cancel(tx: Tx, c: TenantCaller, reservationId: string, reason: string): Promise<void>;
  numberAt(reservation: RowRef): SQL<string | null>;
  idsNumbered(text: string): SQL;
  /** Paid towards the reservation's price (or its rental's), net of refunds: a subquery. */
  paidAt(reservation: RowRef): SQL<number>;
};

export type RentalVehicle = {
  id: string;
  category: VehicleCategory;
  dailyRate: number;
  status: VehicleStatus;
  mileage: number;
};

export type VehicleCard = {
  id: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  category: string;
};

/** The vehicles module's rental desk (vehicles/rental-desk.ts). */
export type RentalVehicles = {
  find(tx: Tx, id: string, lock?: boolean): Promise<RentalVehicle | undefined>;
  /** every reason the car may not leave for the period (locked when asked) */
  handoverProblems(
    tx: Tx,
    vehicleId: string,
    period: { pickup: Date; returnDate: Date; timeZone: string },
    lock?: boolean,
  ): Promise<{ vehicle: RentalVehicle | undefined; problems: CheckoutProblem[] }>;
  /** 409 (the vehicle's own messages) unless the car may leave for the period; locked */
  checkHandover(
    tx: Tx,
    vehicleId: string,
    period: { pickup: Date; returnDate: Date; timeZone: string },
  ): Promise<RentalVehicle>;
  /** its status (vehicleMachine transitions) and odometer, audited and published */
  move(
    tx: Tx,
    scope: AuditScope,
    vehicleId: string,
    to: VehicleStatus,
    options: { reason: string; mileage?: number },
  ): Promise<void>;
  cardAt(vehicle: RowRef): SQL<VehicleCard | null>;
  idsWithPlate(text: string): SQL;
  /** the fuel level a return read, kept in the car's fuel log */
  recordFuelReading(
    tx: Tx,
    scope: AuditScope,
    reading: {
      vehicleId: string;
      at: Date;
      odometerKm: number;
      fuelLevel: number;
      currency: string;
    },
  ): Promise<void>;
};

/** The customers module's customerBookingParties. */
export type RentalCustomers = {
  /** the standing checkout judges the customer by */
  find(tx: Tx, id: string): Promise<(CustomerStanding & { id: string }) | undefined>;
  ofUser(tx: Tx, userId: string): Promise<{ id: string } | undefined>;
  cardAt(customer: RowRef): SQL<{ name: string; email: string; phone: string } | null>;
  idsNamed(text: string): SQL;
};

/** The branches module's branchBookings. */
export type RentalBranches = {
  find(tx: Tx, id: string): Promise<{ id: string; status: BranchStatus } | undefined>;
  nameAt(branch: RowRef): SQL<string | null>;
};

/** The users module's names (who recorded an inspection, extended a rental). */
export type RentalUserNames = { nameAt(user: RowRef): SQL<string | null> };

/** The company settings rentals are checked and charged with (the tenants module). */
export type RentalSettings = {
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
  requireVerifiedBeforeCheckout: boolean;
  /** a walk-in's booking is checked like any (the limits a customer's adds do not apply) */
  longestRentalDays: number;
  furthestPickupDays: number;
  maxOpenUnpaidBookings: number;
  payNowHoldMinutes: number | null;
  /** the deposit held at checkout per category (absent: none) */
  securityDepositPerCategory: Partial<Record<VehicleCategory, number>>;
  /** the whole rental policy: allowances, rates, late fee, damage catalogue */
  policy: RentalPolicySettings;
};

import type { RentalDeposits } from '../payments/ports.ts';

export type { DepositTaken, RentalDeposits } from '../payments/ports.ts';

export type RentalParties = {
  reservations: RentalReservations;
  vehicles: RentalVehicles;
  customers: RentalCustomers;
  branches: RentalBranches;
  users: RentalUserNames;
  deposits: RentalDeposits;
  settingsOf(tenantId: string): Promise<RentalSettings>;
};
