// The tables of the personal-data catalogue that hold nothing of any person (catalogue.ts).
import { nothingPersonal, type TableEntry } from './catalogue-types.ts';

const platform = 'platform' as const;

// The company's own tables, its fleet and workshop, and the platform's running: no person's.
export const othersCatalogue: Record<string, TableEntry> = {
  tenants: nothingPersonal(
    {
      key: 'id subdomain',
      company: 'name admin_email contact_phone address custom_domain branding',
      state: 'status plan is_demo impersonation_allowed',
      secret: 'domain_token',
      time: 'trial_ends_at deletion_due_at domain_verified_at created_at updated_at',
      setting: 'currency time_zone tax_rate_bp settings auth_settings',
    },
    platform,
  ),
  sample_records: nothingPersonal({ key: 'tenant_id table_name record_id', time: 'created_at' }),
  platform_users: nothingPersonal(
    {
      key: 'id',
      operator: 'email first_name last_name',
      secret: 'password_hash',
      state: 'status',
      time: 'last_login_at password_changed_at created_at updated_at',
    },
    platform,
  ),
  platform_sessions: nothingPersonal(
    {
      key: 'id family_id',
      reference: 'platform_user_id',
      operator: 'user_agent ip_address',
      secret: 'refresh_token_hash',
      state: 'revoked_reason',
      time: 'created_at last_used_at expires_at rotated_at revoked_at',
    },
    platform,
  ),
  platform_activity: nothingPersonal(
    {
      key: 'id request_id',
      reference: 'actor_id entity_id',
      operator: 'actor_email ip',
      state: 'action entity_type',
      others: 'detail',
      time: 'created_at',
    },
    platform,
  ),
  impersonations: nothingPersonal(
    {
      key: 'id',
      reference: 'company_id platform_user_id',
      operator: 'reason',
      state: 'wrote',
      secret: 'handoff_hash',
      time: 'started_at expires_at ended_at',
    },
    platform,
  ),
  jobs: nothingPersonal(
    {
      key: 'id name key',
      reference: 'for_tenant_id',
      queue: 'payload status attempts max_attempts last_error result locked_by locked_until',
      time: 'run_at started_at finished_at created_at updated_at',
    },
    platform,
    { column: 'payload', statuses: ['done', 'failed'] },
  ),
  outbox: nothingPersonal(
    {
      key: 'tenant_id id',
      queue: 'kind payload status attempts last_error',
      time: 'created_at processed_at',
    },
    'company',
    { column: 'payload', statuses: ['done', 'sent', 'logged', 'failed'] },
  ),
  roles: nothingPersonal({
    key: 'tenant_id id name',
    access: 'label description permissions is_system',
    time: 'created_at updated_at',
  }),
  files: nothingPersonal({
    key: 'tenant_id id sha256',
    // a document's bytes leave as a file of the archive beside the document's row
    attachment: 'file_name content_type size_bytes content thumbnail',
    time: 'created_at',
  }),
  branches: nothingPersonal({
    key: 'tenant_id id code',
    company: 'name address city country phone email latitude longitude operating_hours amenities',
    reference: 'manager_id',
    state: 'status',
    time: 'created_at updated_at',
  }),
  calendar_feeds: nothingPersonal({
    key: 'tenant_id id',
    reference: 'branch_id created_by',
    secret: 'token_hash',
    time: 'created_at',
  }),
  lookups: nothingPersonal({
    key: 'tenant_id id type code',
    company: 'name name_ar category description value is_active sort_order',
    time: 'created_at updated_at',
  }),
  offers: nothingPersonal({
    key: 'tenant_id id promo_code',
    content: 'title_en title_ar body_en body_ar categories featured_order image_file_id',
    money: 'discount_kind discount_value max_redemptions redemptions',
    state: 'active once_per_customer first_booking_only',
    reference: 'created_by',
    time: 'valid_from valid_until created_at updated_at',
  }),
  reservation_counters: nothingPersonal({ key: 'tenant_id', state: 'last_number' }),
  rental_counters: nothingPersonal({ key: 'tenant_id', state: 'last_number' }),
  payment_counters: nothingPersonal({ key: 'tenant_id', state: 'last_number' }),
  maintenance_counters: nothingPersonal({ key: 'tenant_id', state: 'last_number' }),
  rental_legs: nothingPersonal({
    key: 'tenant_id id',
    reference: 'rental_id vehicle_id',
    time: 'started_at ended_at',
    fleet: 'start_mileage end_mileage fuel_level_start fuel_level_end swap_reason notes',
  }),
  rental_overdue: nothingPersonal({
    key: 'tenant_id id',
    reference: 'rental_id settled_by',
    time: 'due_at settled_at',
    money: 'hours amount',
    operations: 'notes',
  }),
  rental_inspection_photos: nothingPersonal({
    key: 'tenant_id id',
    reference: 'rental_id file_id uploaded_by',
    time: 'created_at',
  }),
  damage_reports: nothingPersonal({
    key: 'tenant_id id',
    reference: 'vehicle_id rental_id reported_by',
    fleet: 'marks severity notes',
    state: 'status',
    time: 'reported_at',
  }),
  vehicles: nothingPersonal({
    key: 'tenant_id id vin license_plate',
    reference: 'branch_id',
    fleet:
      'make model year color mileage fuel_type transmission seating_capacity category features ' +
      'engine horsepower fuel_capacity trunk_capacity doors dimensions last_service next_service',
    money: 'daily_rate',
    state: 'status',
    time: 'created_at updated_at',
  }),
  vehicle_files: nothingPersonal({
    key: 'tenant_id id',
    reference: 'vehicle_id file_id',
    fleet: 'kind document_type is_primary',
    time: 'expiry_date created_at',
  }),
  vehicle_fuel_logs: nothingPersonal({
    key: 'tenant_id id',
    reference: 'vehicle_id created_by',
    fleet: 'litres_ml odometer_km station full_tank fuel_level',
    money: 'cost_minor currency',
    state: 'source',
    time: 'filled_at created_at',
  }),
  vehicle_holds: nothingPersonal({
    key: 'tenant_id id',
    reference: 'vehicle_id source_id',
    state: 'kind reference',
    time: 'period created_at',
  }),
  service_schedules: nothingPersonal({
    key: 'tenant_id id',
    reference: 'vehicle_id created_by',
    workshop: 'category type description interval_km interval_months start_mileage active',
    time: 'start_date created_at updated_at',
  }),
  maintenance_work_orders: nothingPersonal({
    key: 'tenant_id id work_order_number',
    reference: 'vehicle_id schedule_id rental_id damage_report_id created_by',
    workshop:
      'status source type priority severity description issue location latitude longitude ' +
      'estimated_duration actual_duration labor_hours technician mileage',
    money: 'estimated_cost actual_cost labor_rate parts_cost supplies_cost other_cost',
    time: 'scheduled_date due_date started_at completed_date created_at updated_at',
  }),
  maintenance_attachments: nothingPersonal({
    key: 'tenant_id id',
    reference: 'work_order_id file_id uploaded_by',
    workshop: 'kind',
    time: 'created_at',
  }),
  maintenance_notes: nothingPersonal({
    key: 'tenant_id id',
    reference: 'work_order_id created_by',
    workshop: 'type content',
    time: 'created_at',
  }),
  maintenance_parts: nothingPersonal({
    key: 'tenant_id id',
    reference: 'work_order_id',
    workshop: 'position name part_number quantity supplier category',
    money: 'unit_cost',
  }),
  maintenance_timeline: nothingPersonal({
    key: 'tenant_id id',
    reference: 'work_order_id actor_id',
    workshop: 'event from_status to_status note',
    time: 'created_at',
  }),
  platform_consent_records: nothingPersonal(
    {
      key: 'id',
      reference: 'platform_user_id',
      operator: 'analytics marketing personalization decided_at',
      state: 'policy_version',
    },
    platform,
  ),
  platform_terms_acceptances: nothingPersonal(
    {
      key: 'id',
      reference: 'platform_user_id',
      operator: 'accepted_at',
      state: 'version text_hash source',
    },
    platform,
  ),
  // the dashboard's figures: counts and sums per day, branch and category, never a person
  dashboard_days: nothingPersonal({
    key: 'tenant_id day',
    setting: 'time_zone',
    time: 'computed_at',
  }),
  dashboard_day_figures: nothingPersonal({
    key: 'tenant_id day',
    reference: 'pickup_branch_id return_branch_id',
    fleet: 'category available_seconds rented_seconds in_service on_rent idle fleet age_seconds',
    money:
      'revenue rental_revenue charged_days rentals one_day two_to_five over_five reservations ' +
      'no_shows cancellations maintenance_cost damage_cost damage_recovered new_customers ' +
      'back_office_bookings customer_area_bookings',
  }),
  dashboard_stale: nothingPersonal({ key: 'tenant_id', time: 'lo hi' }),
  booking_balances: nothingPersonal({
    key: 'tenant_id',
    reference: 'reservation_id',
    money: 'owed paid',
  }),
};
