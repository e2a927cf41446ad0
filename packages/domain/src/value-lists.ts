// Value lists of the business entities. Each list is an `as const` array (the
// order is the display order) with its string-literal union type beside it.
// Identifiers are lowercase; words are joined with `_` ("no-show" is `no_show`).

// Vehicles
export const vehicleStatuses = ['available', 'rented', 'maintenance', 'retired'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

export const vehicleCategories = [
  'economy',
  'compact',
  'midsize',
  'fullsize',
  'luxury',
  'suv',
  'convertible',
] as const;
export type VehicleCategory = (typeof vehicleCategories)[number];

export const fuelTypes = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
export type FuelType = (typeof fuelTypes)[number];

export const transmissions = ['manual', 'automatic', 'cvt'] as const;
export type Transmission = (typeof transmissions)[number];

export const vehicleFeatures = [
  'airConditioning',
  'bluetooth',
  'gps',
  'backupCamera',
  'heatedSeats',
  'sunroof',
  'leatherSeats',
  'cruiseControl',
] as const;
export type VehicleFeature = (typeof vehicleFeatures)[number];

// Condition recorded at checkout and check-in (vehicleCondition / vehicleConditionEnd).
export const vehicleConditions = ['excellent', 'good', 'fair', 'poor', 'damaged'] as const;
export type VehicleCondition = (typeof vehicleConditions)[number];

// Rentals. `pending` = created, waiting for pickup (checkout is offered for a rental
// pending pickup). "Overdue" is derived (active and past its return date), not a status.
export const rentalStatuses = ['pending', 'active', 'completed', 'cancelled'] as const;
export type RentalStatus = (typeof rentalStatuses)[number];
/** The rentals whose car has left: a pending one may still be cancelled, a cancelled one never drove. */
export const drivenRentalStatuses = [
  'active',
  'completed',
] as const satisfies readonly RentalStatus[];

// Reservations
export const reservationStatuses = [
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const reservationPaymentStatuses = ['pending', 'partial', 'paid', 'refunded'] as const;
export type ReservationPaymentStatus = (typeof reservationPaymentStatuses)[number];

// Payments
export const paymentStatuses = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentTypes = [
  'reservation',
  'security_deposit',
  'additional_charges',
  'damage_fees',
  'late_fees',
  'refund',
] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentMethods = [
  'credit_card',
  'debit_card',
  'cash',
  'bank_transfer',
  'paypal',
  'stripe',
  'other',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

// Customers
export const customerStatuses = [
  'active',
  'inactive',
  'suspended',
  'pending',
  'blacklisted',
] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const customerTypes = ['individual', 'corporate'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const contactMethods = ['email', 'phone', 'sms', 'whatsapp'] as const;
export type ContactMethod = (typeof contactMethods)[number];

export const customerDocumentStatuses = ['verified', 'pending', 'rejected'] as const;
export type CustomerDocumentStatus = (typeof customerDocumentStatuses)[number];

export const customerDocumentCategories = [
  'license',
  'insurance',
  'identification',
  'other',
] as const;
export type CustomerDocumentCategory = (typeof customerDocumentCategories)[number];

// Users, branches, tenants, lookups
export const userStatuses = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const branchStatuses = ['active', 'inactive', 'maintenance'] as const;
export type BranchStatus = (typeof branchStatuses)[number];

export const branchAmenities = [
  'parking',
  'wifi',
  'waitingLounge',
  'airportShuttle',
  'evCharging',
  'carWash',
  'accessibleFacilities',
  'afterHoursReturn',
] as const;
export type BranchAmenity = (typeof branchAmenities)[number];

// A company's life (docs/product/platform.md): a sign-up starts on trial; trial_ended is
// read-only; deletion_scheduled waits out its grace before the removal job.
export const tenantStatuses = [
  'trial',
  'active',
  'trial_ended',
  'suspended',
  'inactive',
  'deletion_scheduled',
] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

export const tenantPlans = ['starter', 'professional', 'enterprise'] as const;
export type TenantPlan = (typeof tenantPlans)[number];

/** What each plan allows: null is unlimited. Back-office user accounts count as admin users. */
export const planLimits: Readonly<
  Record<TenantPlan, { vehicles: number | null; adminUsers: number | null }>
> = {
  starter: { vehicles: 25, adminUsers: 5 },
  professional: { vehicles: 200, adminUsers: 15 },
  enterprise: { vehicles: null, adminUsers: null },
};

export const trialDays = 14;
export const deletionGraceDays = 30;
export const impersonationMinutes = 30;

export const lookupStatuses = ['active', 'inactive'] as const;
export type LookupStatus = (typeof lookupStatuses)[number];

// Maintenance: one coherent set per concept out of three variants (README "Maintenance").
export const maintenanceStatuses = [
  'pending',
  'scheduled',
  'in_progress',
  'on_hold',
  'completed',
  'cancelled',
  'overdue',
] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

export const maintenanceTypes = [
  'preventive',
  'corrective',
  'emergency',
  'inspection',
  'recall',
  'warranty',
] as const;
export type MaintenanceType = (typeof maintenanceTypes)[number];

export const maintenancePriorities = ['low', 'medium', 'high', 'critical'] as const;
export type MaintenancePriority = (typeof maintenancePriorities)[number];

// How bad the reported issue is (an issue needs its description and severity).
export const maintenanceSeverities = ['minor', 'moderate', 'major', 'critical'] as const;
export type MaintenanceSeverity = (typeof maintenanceSeverities)[number];

export const maintenanceTimelineEvents = [
  'created',
  'scheduled',
  'started',
  'paused',
  'resumed',
  'completed',
  'cancelled',
] as const;
export type MaintenanceTimelineEvent = (typeof maintenanceTimelineEvents)[number];

export const noteTypes = ['general', 'technical', 'customer', 'internal'] as const;
export type NoteType = (typeof noteTypes)[number];

export const attachmentKinds = ['photos', 'documents', 'invoices'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

// Documents
export const rentalDocumentTypes = [
  'contract',
  'inspection',
  'identification',
  'insurance',
] as const;
export type RentalDocumentType = (typeof rentalDocumentTypes)[number];

export const vehicleDocumentTypes = [
  'registration',
  'insurance',
  'inspection',
  'manual',
  'warranty',
  'other',
] as const;
export type VehicleDocumentType = (typeof vehicleDocumentTypes)[number];

// Actions staff can take. The status effect of each is in status-machines.ts;
// `resetMileage` changes no status.
export const vehicleActions = [
  'markAvailable',
  'markUnavailable',
  'maintenanceMode',
  'resetMileage',
] as const;
export type VehicleAction = (typeof vehicleActions)[number];

export const customerActions = ['suspend', 'activate', 'blacklist', 'verify'] as const;
export type CustomerAction = (typeof customerActions)[number];

export const reservationActions = ['confirm', 'cancel'] as const;
export type ReservationAction = (typeof reservationActions)[number];

export const rentalActions = ['checkout', 'checkin', 'extend'] as const;
export type RentalAction = (typeof rentalActions)[number];

export const maintenanceActions = [
  'schedule',
  'start',
  'pause',
  'resume',
  'complete',
  'cancel',
] as const;
export type MaintenanceAction = (typeof maintenanceActions)[number];

export const paymentActions = ['process', 'refund'] as const;
export type PaymentAction = (typeof paymentActions)[number];

// Damage catalogue (company settings, rental policy): what happened, and where on the car.
export const damageTypes = [
  'scratch',
  'dent',
  'crack',
  'chip',
  'broken',
  'missing',
  'stain',
  'tear',
  'burn',
] as const;
export type DamageType = (typeof damageTypes)[number];

export const damageLocations = [
  'front_bumper',
  'rear_bumper',
  'hood',
  'roof',
  'trunk',
  'windshield',
  'rear_window',
  'front_left_door',
  'front_right_door',
  'rear_left_door',
  'rear_right_door',
  'left_mirror',
  'right_mirror',
  'front_left_wheel',
  'front_right_wheel',
  'rear_left_wheel',
  'rear_right_wheel',
  'headlights',
  'taillights',
  'interior_seats',
  'interior_dashboard',
  'interior_floor',
] as const;
export type DamageLocation = (typeof damageLocations)[number];
