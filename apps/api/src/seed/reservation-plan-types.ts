// The shapes the reservation plan reads and writes (reservation-plan.ts).
import type { OperatingHours } from '@motorpool/domain/schemas/branch';
import type {
  ReservationQuoteView,
  ReservationSource,
} from '@motorpool/domain/schemas/reservation';
import type { ChosenAddOn } from '@motorpool/domain/reservation-pricing';
import type {
  BranchStatus,
  CustomerStatus,
  ReservationStatus,
  VehicleStatus,
} from '@motorpool/domain/value-lists';

export type PlanVehicle = {
  id: string;
  status: VehicleStatus;
  dailyRate: number;
  branchId: string | null;
};
export type PlanBranch = {
  id: string;
  country: string;
  status: BranchStatus;
  operatingHours: OperatingHours | null;
};
export type PlanCustomer = {
  id: string;
  status: CustomerStatus;
  corporate: boolean;
  dateOfBirth: string | null;
  licenseExpiryDate: string | null;
  createdAt: Date;
};
export type PlanSettings = {
  currency: string;
  timeZone: string;
  taxRateBp: number;
  turnaroundBufferMinutes: number;
  lateReturnGraceMinutes: number;
  noShowGraceMinutes: number;
  minimumDriverAge: number;
};

export type PlanInput = {
  vehicles: PlanVehicle[];
  branches: PlanBranch[];
  customers: PlanCustomer[];
  /** the company's priced add-ons (unit prices from its lookups) */
  addOns: ChosenAddOn[];
  /** staff user ids who book at the desk */
  staff: string[];
  settings: PlanSettings;
  now: Date;
};

export type HistoryStep = { action: 'confirm' | 'cancel' | 'no_show' | 'complete'; at: Date };

export type PlannedReservation = {
  reservationNumber: string;
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
  status: ReservationStatus;
  source: ReservationSource;
  quote: ReservationQuoteView;
  specialRequests: string | null;
  notes: string | null;
  internalNotes: string | null;
  cancellationReason: string | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryStep[];
};
