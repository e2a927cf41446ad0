// Every table and column of the schema, personal or not. A person's archive exports, and their
// erasure treats, exactly what this says: a column missing here is a column nobody decided
// about. personal-columns.test.ts reads every table and column from the Drizzle schema and
// fails naming each one absent from this catalogue, so a table or column added later fails it
// until it is classified here: personal (how it is found, exported and erased) or not (why).
// What the archive holds and what deletion keeps: docs/product/privacy.md.
import { othersCatalogue } from './catalogue-others.ts';
import { businessCatalogue, platformCatalogue } from './catalogue-records.ts';
import { entry, type TableEntry } from './catalogue-types.ts';

const byUser = { by: 'user', column: 'user_id' } as const;
const byCustomer = { by: 'customer', column: 'customer_id' } as const;
const company = 'company' as const;

const identity: Record<string, TableEntry> = {
  users: entry(
    {
      kind: 'accounts',
      reach: { by: 'email', column: 'email' },
      erasure: 'anonymise',
      scope: company,
      alsoSets: { password_hash: null, status: 'inactive' },
    },
    {
      email: 'email',
      first_name: 'first',
      last_name: 'last',
      phone: 'null',
      last_login_at: 'null',
    },
    {
      key: 'tenant_id id',
      secret: 'password_hash',
      state: 'status',
      access: 'roles permissions branch_id',
      setting: 'preferred_language',
      time: 'email_verified_at password_changed_at created_at updated_at',
    },
  ),
  customers: entry(
    {
      kind: 'customer-profiles',
      reach: { by: 'email', column: 'email' },
      erasure: 'anonymise',
      scope: company,
      alsoSets: { status: 'inactive' },
    },
    {
      first_name: 'first',
      last_name: 'last',
      email: 'email',
      phone: 'blank',
      secondary_phone: 'null',
      date_of_birth: 'null',
      gender: 'null',
      nationality: 'null',
      id_number: 'null',
      driving_license_number: 'null',
      license_expiry_date: 'null',
      license_country: 'null',
      preferred_contact_method: 'null',
      country: 'null',
      city: 'null',
      state: 'null',
      street: 'null',
      postal_code: 'null',
      emergency_contact_name: 'null',
      emergency_contact_phone: 'null',
      relationship: 'null',
      fax: 'null',
      website: 'null',
      notes: 'null',
      marketing_consent: 'off',
    },
    {
      key: 'tenant_id id',
      reference: 'user_id',
      state: 'status customer_type',
      setting: 'preferred_language',
      money: 'credit_limit',
      time: 'created_at updated_at',
    },
  ),
  user_identities: entry(
    { kind: 'sign-in-providers', reach: byUser, erasure: 'delete', scope: company },
    { issuer: 'row', subject: 'row' },
    { key: 'tenant_id id', reference: 'user_id', time: 'created_at' },
  ),
  sessions: entry(
    { kind: 'sign-ins', reach: byUser, erasure: 'delete', scope: company },
    { user_agent: 'row', ip_address: 'row', created_at: 'row', last_used_at: 'row' },
    {
      key: 'tenant_id id family_id',
      reference: 'user_id',
      secret: 'refresh_token_hash',
      time: 'expires_at rotated_at revoked_at',
      state: 'revoked_reason',
    },
  ),
  user_tokens: entry(
    { kind: null, reach: byUser, erasure: 'delete', scope: company },
    {},
    {
      key: 'tenant_id id',
      reference: 'user_id',
      state: 'kind',
      secret: 'token_hash',
      time: 'expires_at used_at created_at',
    },
  ),
  idempotency_keys: entry(
    { kind: null, reach: byUser, erasure: 'delete', scope: company },
    {},
    {
      key: 'tenant_id key request_hash',
      reference: 'user_id',
      // a replayed answer for a day, whoever it named: gone with the person
      queue: 'status_code response_body',
      time: 'created_at',
    },
  ),
  notifications: entry(
    {
      kind: 'notifications',
      reach: byUser,
      erasure: 'delete',
      scope: company,
      mentions: ['message_params'],
    },
    { message_params: 'row', link: 'row' },
    {
      key: 'tenant_id id source_key',
      reference: 'user_id',
      state: 'message_key type category priority is_read is_archived digest_pending',
      time: 'read_at created_at',
    },
  ),
  notification_preferences: entry(
    { kind: 'notification-settings', reach: byUser, erasure: 'delete', scope: company },
    { preferences: 'row' },
    { key: 'tenant_id', reference: 'user_id', time: 'last_digest_at created_at updated_at' },
  ),
  customer_documents: entry(
    { kind: 'documents', reach: byCustomer, erasure: 'documents', scope: company },
    { expiry_date: 'row', reason: 'row' },
    {
      key: 'tenant_id id',
      reference: 'customer_id file_id uploaded_by reviewed_by',
      state: 'category status',
      time: 'reviewed_at created_at',
    },
  ),
  rental_reviews: entry(
    { kind: 'reviews', reach: byCustomer, erasure: 'delete', scope: company },
    { author_name: 'row', rating: 'row', comment: 'row' },
    {
      key: 'tenant_id id',
      reference: 'rental_id customer_id vehicle_id moderated_by',
      state: 'status',
      time: 'moderated_at created_at updated_at',
    },
  ),
  offer_redemptions: entry(
    { kind: 'offers-used', reach: byCustomer, erasure: 'delete', scope: company },
    {},
    { key: 'tenant_id', reference: 'offer_id customer_id reservation_id', time: 'created_at' },
  ),
  consent_records: entry(
    { kind: 'consents', reach: byUser, erasure: 'keep', scope: company },
    { analytics: 'kept', marketing: 'kept', personalization: 'kept', decided_at: 'kept' },
    { key: 'tenant_id id', reference: 'user_id', state: 'policy_version' },
  ),
  // what was agreed to, and when, stays as proof (docs/product/privacy.md); it holds no name
  terms_acceptances: entry(
    { kind: 'terms-accepted', reach: byUser, erasure: 'keep', scope: company },
    {},
    {
      key: 'tenant_id id',
      reference: 'user_id',
      state: 'version text_hash source',
      time: 'accepted_at',
    },
  ),
  audit_logs: entry(
    { kind: 'activity', reach: { by: 'actor' }, erasure: 'keep', scope: company },
    {},
    {
      key: 'tenant_id id request_id',
      reference: 'actor_id impersonator_id entity_id',
      state: 'actor_type action entity_type',
      time: 'created_at',
      // the changed record's values, often another person's; the trail is append-only
      others: 'before after',
    },
  ),
};

/** Every table by its SQL name, in the order a person's rows are found and erased. */
export const personDataCatalogue: Record<string, TableEntry> = {
  ...identity,
  ...businessCatalogue,
  ...platformCatalogue,
  ...othersCatalogue,
};
