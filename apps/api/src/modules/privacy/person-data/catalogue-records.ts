// The catalogue's bookings, rentals and payments, which the law keeps with the person's name
// removed, and the platform's own records of a person (catalogue.ts).
import { entry, type TableEntry } from './catalogue-types.ts';

const byCustomer = { by: 'customer', column: 'customer_id' } as const;
const byRental = { by: 'rental', column: 'rental_id' } as const;
const company = 'company' as const;
const platform = 'platform' as const;

const booked = {
  currency: 'money',
  daily_rate: 'money',
  days: 'money',
  subtotal: 'money',
  add_ons: 'money',
  add_ons_total: 'money',
  discount: 'money',
  additional_fees: 'money',
  tax_rate_bp: 'money',
  tax: 'money',
  total_amount: 'money',
} as const;
const names = (group: Record<string, string>) => Object.keys(group).join(' ');

export const businessCatalogue: Record<string, TableEntry> = {
  reservations: entry(
    { kind: 'bookings', reach: byCustomer, erasure: 'keep', scope: company },
    {
      special_requests: 'null',
      notes: 'null',
      internal_notes: 'null',
      cancellation_reason: 'null',
    },
    {
      key: 'tenant_id id reservation_number',
      reference: 'customer_id vehicle_id pickup_branch_id return_branch_id offer_id created_by',
      time: 'pickup_date return_date pay_by confirmed_at cancelled_at created_at updated_at',
      state: 'status source promo_code promotion_kind',
      money: `${names(booked)} promotion_value promotion_discount cancellation_fee`,
    },
  ),
  reservation_documents: entry(
    {
      kind: 'booking-documents',
      reach: { by: 'reservation', column: 'reservation_id' },
      erasure: 'documents',
      scope: company,
    },
    {},
    {
      key: 'tenant_id id',
      reference: 'reservation_id file_id uploaded_by',
      state: 'kind',
      time: 'created_at',
    },
  ),
  rentals: entry(
    { kind: 'rentals', reach: byCustomer, erasure: 'keep', scope: company },
    {
      checkout_notes: 'null',
      checkin_notes: 'null',
      rating: 'null',
      rating_comment: 'null',
      notes: 'null',
      cancellation_reason: 'null',
    },
    {
      key: 'tenant_id id rental_number',
      reference:
        'reservation_id customer_id vehicle_id pickup_branch_id return_branch_id created_by',
      time:
        'pickup_date return_date original_return_date actual_pickup_date actual_return_date ' +
        'cancelled_at overdue_notified_at created_at updated_at',
      state: 'status',
      money: `${names(booked)} security_deposit charges additional_charges`,
      fleet:
        'start_mileage end_mileage fuel_level fuel_level_end vehicle_condition vehicle_condition_end',
    },
  ),
  rental_extensions: entry(
    { kind: 'rental-extensions', reach: byRental, erasure: 'keep', scope: company },
    {},
    {
      key: 'tenant_id id',
      reference: 'rental_id created_by',
      time: 'previous_return_date new_return_date created_at',
      money: 'additional_days amount',
      operations: 'reason',
    },
  ),
  rental_inspections: entry(
    { kind: 'inspections', reach: byRental, erasure: 'keep', scope: company },
    { signed_by: 'name', signature_file_id: 'null' },
    {
      key: 'tenant_id id',
      reference: 'rental_id recorded_by',
      state: 'stage',
      fleet: 'marks',
      time: 'recorded_at',
    },
  ),
  rental_documents: entry(
    { kind: 'rental-documents', reach: byRental, erasure: 'documents', scope: company },
    {},
    {
      key: 'tenant_id id',
      reference: 'rental_id file_id uploaded_by',
      state: 'kind',
      time: 'created_at',
    },
  ),
  payments: entry(
    {
      kind: 'payments',
      reach: byCustomer,
      erasure: 'keep',
      scope: company,
      alsoSets: { card_token: null },
    },
    // what a card left with the gateway is part of the payment's record; the token that could
    // charge the card again is not
    { notes: 'null', card_brand: 'kept', card_last4: 'kept', gateway_response: 'kept' },
    {
      key: 'tenant_id id payment_number transaction_id gateway_transaction_id',
      reference: 'customer_id reservation_id rental_id processed_by created_by',
      money: 'amount currency processing_fees refunded_amount captured_amount',
      state: 'payment_method type status gateway',
      content: 'description',
      operations: 'refund_reason',
      secret: 'card_token',
      time: 'processed_at created_at updated_at',
    },
  ),
  payment_refunds: entry(
    {
      kind: 'refunds',
      reach: { by: 'payment', column: 'payment_id' },
      erasure: 'keep',
      scope: company,
    },
    { notes: 'null' },
    {
      key: 'tenant_id id gateway_refund_id',
      reference: 'payment_id created_by',
      money: 'amount gateway_response',
      operations: 'reason',
      time: 'created_at',
    },
  ),
};

const byEmail = { by: 'email', column: 'email' } as const;

export const platformCatalogue: Record<string, TableEntry> = {
  newsletter_subscriptions: entry(
    { kind: 'newsletter', reach: byEmail, erasure: 'delete', scope: platform },
    { email: 'row' },
    { key: 'id', setting: 'locale', time: 'created_at updated_at' },
  ),
  contact_requests: entry(
    { kind: 'contact-requests', reach: byEmail, erasure: 'delete', scope: platform },
    { name: 'row', email: 'row', company: 'row', phone: 'row', subject: 'row', message: 'row' },
    {
      key: 'id',
      state: 'kind fleet_size status',
      time: 'preferred_date preferred_time created_at updated_at',
      setting: 'locale',
      reference: 'handled_by',
    },
  ),
  // the record that a data-rights request was made and answered
  privacy_requests: entry(
    { kind: 'privacy-requests', reach: byEmail, erasure: 'keep', scope: platform },
    { email: 'kept', reason: 'kept' },
    {
      key: 'id',
      state: 'request_type status language kept',
      reference: 'for_tenant_id requester_user_id resolved_by',
      secret: 'confirm_token_hash read_token_hash',
      time:
        'confirm_expires_at confirmed_at due_at extended_at reminded_at overdue_alerted_at ' +
        'completed_at created_at updated_at',
      operations: 'extension_reason resolution_note',
    },
  ),
  signup_requests: entry(
    { kind: 'sign-ups', reach: byEmail, erasure: 'delete', scope: platform },
    { email: 'row' },
    {
      key: 'id',
      // the company's details with the password's hash, gone with the row
      secret: 'token_hash payload',
      reference: 'company_id',
      time: 'expires_at confirmed_at created_at',
    },
  ),
};
