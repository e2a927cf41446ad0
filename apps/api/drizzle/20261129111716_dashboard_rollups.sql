CREATE TABLE "booking_balances" (
	"tenant_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_balances_tenant_id_reservation_id_pk" PRIMARY KEY("tenant_id","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_figures" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pickup_branch_id" uuid,
	"return_branch_id" uuid,
	"category" text,
	"available_seconds" numeric DEFAULT '0' NOT NULL,
	"rented_seconds" numeric DEFAULT '0' NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"rental_revenue" bigint DEFAULT 0 NOT NULL,
	"charged_days" bigint DEFAULT 0 NOT NULL,
	"rentals" bigint DEFAULT 0 NOT NULL,
	"one_day" bigint DEFAULT 0 NOT NULL,
	"two_to_five" bigint DEFAULT 0 NOT NULL,
	"over_five" bigint DEFAULT 0 NOT NULL,
	"reservations" bigint DEFAULT 0 NOT NULL,
	"no_shows" bigint DEFAULT 0 NOT NULL,
	"cancellations" bigint DEFAULT 0 NOT NULL,
	"back_office_bookings" bigint DEFAULT 0 NOT NULL,
	"customer_area_bookings" bigint DEFAULT 0 NOT NULL,
	"maintenance_cost" bigint DEFAULT 0 NOT NULL,
	"damage_cost" bigint DEFAULT 0 NOT NULL,
	"damage_recovered" bigint DEFAULT 0 NOT NULL,
	"new_customers" bigint DEFAULT 0 NOT NULL,
	"in_service" bigint DEFAULT 0 NOT NULL,
	"on_rent" bigint DEFAULT 0 NOT NULL,
	"idle" bigint DEFAULT 0 NOT NULL,
	"fleet" bigint DEFAULT 0 NOT NULL,
	"age_seconds" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_stale" (
	"tenant_id" uuid NOT NULL,
	"lo" timestamp with time zone NOT NULL,
	"hi" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_balances" ADD CONSTRAINT "booking_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_day_figures" ADD CONSTRAINT "dashboard_day_figures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_days" ADD CONSTRAINT "dashboard_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_stale" ADD CONSTRAINT "dashboard_stale_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_balances_owing_idx" ON "booking_balances" USING btree ("tenant_id") WHERE "booking_balances"."owed" > "booking_balances"."paid";--> statement-breakpoint
CREATE INDEX "dashboard_day_figures_tenant_day_idx" ON "dashboard_day_figures" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "dashboard_stale_tenant_idx" ON "dashboard_stale" USING btree ("tenant_id");--> statement-breakpoint
-- Every write to what the dashboard counts marks the span of time it changes, in its own
-- transaction, whoever writes: the dashboard recomputes the stored days those spans touch before
-- it reads them. A company being removed (its tenants row already gone) marks nothing.
CREATE OR REPLACE FUNCTION dashboard_mark(p_tenant uuid, p_lo timestamptz, p_hi timestamptz)
  RETURNS void LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $$
BEGIN
  IF p_tenant IS NULL OR p_lo IS NULL OR NOT EXISTS (SELECT 1 FROM tenants WHERE id = p_tenant) THEN
    RETURN;
  END IF;
  INSERT INTO dashboard_stale (tenant_id, lo, hi)
    VALUES (p_tenant, p_lo, greatest(p_lo, coalesce(p_hi, 'infinity'::timestamptz)));
END $$;
--> statement-breakpoint
-- A booking's balance, recomputed from its rows by key. Its row is locked before the rows are
-- read, so that two payments of one booking in flight at once add up: the second reads after the
-- first has committed. A row lock, not an advisory one: a seed writing thousands of bookings in
-- one transaction holds no lock table entry per booking.
CREATE OR REPLACE FUNCTION dashboard_balance(p_tenant uuid, p_reservation uuid)
  RETURNS void LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $$
DECLARE
  v_status text;
  v_owed bigint;
  v_paid bigint;
BEGIN
  IF p_tenant IS NULL OR p_reservation IS NULL OR NOT EXISTS (SELECT 1 FROM tenants WHERE id = p_tenant) THEN
    RETURN;
  END IF;
  INSERT INTO booking_balances (tenant_id, reservation_id) VALUES (p_tenant, p_reservation)
    ON CONFLICT (tenant_id, reservation_id) DO NOTHING;
  PERFORM 1 FROM booking_balances WHERE tenant_id = p_tenant AND reservation_id = p_reservation
    FOR UPDATE;
  SELECT r.status, coalesce(l.total_amount + l.additional_charges, r.total_amount)
    INTO v_status, v_owed
    FROM reservations r
    LEFT JOIN rentals l ON l.tenant_id = r.tenant_id AND l.reservation_id = r.id
   WHERE r.tenant_id = p_tenant AND r.id = p_reservation;
  IF v_status IS NULL OR v_status NOT IN ('confirmed', 'completed') THEN
    DELETE FROM booking_balances WHERE tenant_id = p_tenant AND reservation_id = p_reservation;
    RETURN;
  END IF;
  SELECT coalesce(sum(CASE WHEN p.type = 'security_deposit' THEN p.captured_amount
                      ELSE p.amount - p.refunded_amount END), 0)
    INTO v_paid
    FROM payments p
   WHERE p.tenant_id = p_tenant AND p.status IN ('completed', 'refunded')
     AND (p.reservation_id = p_reservation
       OR (p.reservation_id IS NULL AND p.rental_id IN
             (SELECT h.id FROM rentals h WHERE h.tenant_id = p_tenant AND h.reservation_id = p_reservation)));
  UPDATE booking_balances SET owed = v_owed, paid = v_paid
   WHERE tenant_id = p_tenant AND reservation_id = p_reservation;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_hire_end(p_actual timestamptz, p_status text, p_due timestamptz)
  RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(p_actual, CASE WHEN p_status = 'active' THEN 'infinity'::timestamptz ELSE p_due END)
$$;
--> statement-breakpoint
-- The days a payment's money falls on: when it moved, and when any of it went back.
CREATE OR REPLACE FUNCTION dashboard_mark_payment(p_tenant uuid, p_payment uuid, p_moved timestamptz)
  RETURNS void LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $$
DECLARE f record;
BEGIN
  PERFORM dashboard_mark(p_tenant, p_moved, p_moved);
  FOR f IN SELECT created_at FROM payment_refunds WHERE tenant_id = p_tenant AND payment_id = p_payment LOOP
    PERFORM dashboard_mark(p_tenant, f.created_at, f.created_at);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rentals_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE p record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.pickup_date, OLD.actual_pickup_date, OLD.return_date,
      OLD.actual_return_date, OLD.total_amount, OLD.tax, OLD.days, OLD.charges, OLD.vehicle_id,
      OLD.pickup_branch_id, OLD.return_branch_id, OLD.additional_charges, OLD.reservation_id)
    IS NOT DISTINCT FROM (NEW.status, NEW.pickup_date, NEW.actual_pickup_date, NEW.return_date,
      NEW.actual_return_date, NEW.total_amount, NEW.tax, NEW.days, NEW.charges, NEW.vehicle_id,
      NEW.pickup_branch_id, NEW.return_branch_id, NEW.additional_charges, NEW.reservation_id) THEN
    RETURN NULL;
  END IF;
  -- a rental holds its car from pickup to return, and a return decides the week after it (a
  -- return recorded before its pickup too)
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_mark(OLD.tenant_id,
      least(coalesce(OLD.actual_pickup_date, OLD.pickup_date), OLD.actual_return_date),
      dashboard_hire_end(OLD.actual_return_date, OLD.status, OLD.return_date) + interval '7 days');
    PERFORM dashboard_balance(OLD.tenant_id, OLD.reservation_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_mark(NEW.tenant_id,
      least(coalesce(NEW.actual_pickup_date, NEW.pickup_date), NEW.actual_return_date),
      dashboard_hire_end(NEW.actual_return_date, NEW.status, NEW.return_date) + interval '7 days');
    PERFORM dashboard_balance(NEW.tenant_id, NEW.reservation_id);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- its payments count for its branches and car; damage charged on it, on the reports' days
    IF (OLD.vehicle_id, OLD.pickup_branch_id, OLD.return_branch_id)
        IS DISTINCT FROM (NEW.vehicle_id, NEW.pickup_branch_id, NEW.return_branch_id) THEN
      FOR p IN SELECT id, coalesce(processed_at, created_at) AS moved FROM payments
                WHERE tenant_id = NEW.tenant_id AND rental_id = NEW.id LOOP
        PERFORM dashboard_mark_payment(NEW.tenant_id, p.id, p.moved);
      END LOOP;
    END IF;
    IF OLD.charges IS DISTINCT FROM NEW.charges THEN
      FOR p IN SELECT reported_at FROM damage_reports
                WHERE tenant_id = NEW.tenant_id AND rental_id = NEW.id LOOP
        PERFORM dashboard_mark(NEW.tenant_id, p.reported_at, p.reported_at);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_reservations_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE p record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.pickup_date, OLD.vehicle_id, OLD.pickup_branch_id,
      OLD.return_branch_id, OLD.total_amount)
    IS NOT DISTINCT FROM (NEW.status, NEW.pickup_date, NEW.vehicle_id, NEW.pickup_branch_id,
      NEW.return_branch_id, NEW.total_amount) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_mark(OLD.tenant_id, OLD.pickup_date, OLD.pickup_date);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_mark(NEW.tenant_id, NEW.pickup_date, NEW.pickup_date);
    PERFORM dashboard_balance(NEW.tenant_id, NEW.id);
  ELSE
    PERFORM dashboard_balance(OLD.tenant_id, OLD.id);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.vehicle_id, OLD.pickup_branch_id, OLD.return_branch_id)
      IS DISTINCT FROM (NEW.vehicle_id, NEW.pickup_branch_id, NEW.return_branch_id) THEN
    FOR p IN SELECT id, coalesce(processed_at, created_at) AS moved FROM payments
              WHERE tenant_id = NEW.tenant_id AND reservation_id = NEW.id AND rental_id IS NULL LOOP
      PERFORM dashboard_mark_payment(NEW.tenant_id, p.id, p.moved);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_payments_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.type, OLD.amount, OLD.captured_amount, OLD.refunded_amount,
      OLD.processed_at, OLD.created_at, OLD.reservation_id, OLD.rental_id)
    IS NOT DISTINCT FROM (NEW.status, NEW.type, NEW.amount, NEW.captured_amount, NEW.refunded_amount,
      NEW.processed_at, NEW.created_at, NEW.reservation_id, NEW.rental_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_mark_payment(OLD.tenant_id, OLD.id, coalesce(OLD.processed_at, OLD.created_at));
    PERFORM dashboard_balance(OLD.tenant_id, coalesce(OLD.reservation_id,
      (SELECT h.reservation_id FROM rentals h WHERE h.tenant_id = OLD.tenant_id AND h.id = OLD.rental_id)));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_mark_payment(NEW.tenant_id, NEW.id, coalesce(NEW.processed_at, NEW.created_at));
    PERFORM dashboard_balance(NEW.tenant_id, coalesce(NEW.reservation_id,
      (SELECT h.reservation_id FROM rentals h WHERE h.tenant_id = NEW.tenant_id AND h.id = NEW.rental_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_refunds_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_mark(OLD.tenant_id, OLD.created_at, OLD.created_at); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_mark(NEW.tenant_id, NEW.created_at, NEW.created_at); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A work order keeps its car in the workshop from its start until it is closed (its last change
-- when it has no completion date), costs on its completion day, and may repair a damage report.
CREATE OR REPLACE FUNCTION dashboard_mark_work_order(o maintenance_work_orders)
  RETURNS void LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp AS $$
DECLARE v_reported timestamptz;
BEGIN
  PERFORM dashboard_mark(o.tenant_id, o.started_at,
    CASE WHEN o.status IN ('completed', 'cancelled') THEN coalesce(o.completed_date, o.updated_at)
      ELSE 'infinity'::timestamptz END);
  PERFORM dashboard_mark(o.tenant_id, o.completed_date, o.completed_date);
  SELECT d.reported_at INTO v_reported FROM damage_reports d
   WHERE d.tenant_id = o.tenant_id AND d.id = o.damage_report_id;
  PERFORM dashboard_mark(o.tenant_id, v_reported, v_reported);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_work_orders_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_mark_work_order(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_mark_work_order(NEW); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_damage_reports_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_mark(OLD.tenant_id, OLD.reported_at, OLD.reported_at); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_mark(NEW.tenant_id, NEW.reported_at, NEW.reported_at); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_customers_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_mark(OLD.tenant_id, OLD.created_at, OLD.created_at); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_mark(NEW.tenant_id, NEW.created_at, NEW.created_at); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A car counts from when it joined the fleet until it was retired (its last change), for its
-- branch and category as they are now: a move or a retirement restates its days from then on.
CREATE OR REPLACE FUNCTION dashboard_vehicles_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.created_at, OLD.branch_id, OLD.category, OLD.status = 'retired')
      IS NOT DISTINCT FROM (NEW.created_at, NEW.branch_id, NEW.category, NEW.status = 'retired')
    AND (NEW.status <> 'retired' OR OLD.updated_at IS NOT DISTINCT FROM NEW.updated_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.created_at, OLD.branch_id, OLD.category)
      IS NOT DISTINCT FROM (NEW.created_at, NEW.branch_id, NEW.category) THEN
    PERFORM dashboard_mark(NEW.tenant_id, least(
      CASE WHEN OLD.status = 'retired' THEN OLD.updated_at ELSE 'infinity'::timestamptz END,
      CASE WHEN NEW.status = 'retired' THEN NEW.updated_at ELSE 'infinity'::timestamptz END), NULL);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_mark(OLD.tenant_id, OLD.created_at, NULL); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_mark(NEW.tenant_id, NEW.created_at, NULL); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_rentals AFTER INSERT OR UPDATE OR DELETE ON rentals
  FOR EACH ROW EXECUTE FUNCTION dashboard_rentals_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_reservations AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION dashboard_reservations_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_payments AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION dashboard_payments_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_refunds AFTER INSERT OR UPDATE OR DELETE ON payment_refunds
  FOR EACH ROW EXECUTE FUNCTION dashboard_refunds_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_work_orders AFTER INSERT OR UPDATE OR DELETE ON maintenance_work_orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_work_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_damage_reports AFTER INSERT OR UPDATE OR DELETE ON damage_reports
  FOR EACH ROW EXECUTE FUNCTION dashboard_damage_reports_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_customers AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION dashboard_customers_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_vehicles AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION dashboard_vehicles_changed();
--> statement-breakpoint
-- The balances of the bookings already made.
INSERT INTO booking_balances (tenant_id, reservation_id, owed, paid)
SELECT r.tenant_id, r.id, coalesce(l.total_amount + l.additional_charges, r.total_amount),
  coalesce((SELECT sum(CASE WHEN p.type = 'security_deposit' THEN p.captured_amount
                        ELSE p.amount - p.refunded_amount END)
              FROM payments p
             WHERE p.tenant_id = r.tenant_id AND p.status IN ('completed', 'refunded')
               AND (p.reservation_id = r.id OR (p.reservation_id IS NULL AND p.rental_id = l.id))), 0)
  FROM reservations r
  LEFT JOIN rentals l ON l.tenant_id = r.tenant_id AND l.reservation_id = r.id
 WHERE r.status IN ('confirmed', 'completed');
