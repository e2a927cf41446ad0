CREATE TABLE "calendar_feeds" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"marks" jsonb NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_extensions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"previous_return_date" timestamp with time zone NOT NULL,
	"new_return_date" timestamp with time zone NOT NULL,
	"additional_days" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_extensions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_inspection_photos" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_inspection_photos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_inspections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_file_id" uuid,
	"signed_by" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_inspections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_legs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"start_mileage" integer NOT NULL,
	"end_mileage" integer,
	"fuel_level_start" double precision NOT NULL,
	"fuel_level_end" double precision,
	"swap_reason" text,
	"notes" text,
	CONSTRAINT "rental_legs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rental_overdue" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"hours" integer NOT NULL,
	"amount" integer NOT NULL,
	"notes" text,
	"settled_by" uuid,
	CONSTRAINT "rental_overdue_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_number" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"pickup_branch_id" uuid NOT NULL,
	"return_branch_id" uuid NOT NULL,
	"pickup_date" timestamp with time zone NOT NULL,
	"return_date" timestamp with time zone NOT NULL,
	"original_return_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"daily_rate" integer NOT NULL,
	"days" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons_total" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"additional_fees" integer DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"security_deposit" integer DEFAULT 0 NOT NULL,
	"actual_pickup_date" timestamp with time zone,
	"actual_return_date" timestamp with time zone,
	"start_mileage" integer,
	"end_mileage" integer,
	"fuel_level" double precision,
	"fuel_level_end" double precision,
	"vehicle_condition" text,
	"vehicle_condition_end" text,
	"checkout_notes" text,
	"checkin_notes" text,
	"charges" jsonb,
	"additional_charges" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"notes" text,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_branch_fk" FOREIGN KEY ("tenant_id","branch_id") REFERENCES "public"."branches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_counters" ADD CONSTRAINT "rental_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_documents" ADD CONSTRAINT "rental_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_documents" ADD CONSTRAINT "rental_documents_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_documents" ADD CONSTRAINT "rental_documents_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_extensions" ADD CONSTRAINT "rental_extensions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_extensions" ADD CONSTRAINT "rental_extensions_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspection_photos" ADD CONSTRAINT "rental_inspection_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspection_photos" ADD CONSTRAINT "rental_inspection_photos_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspection_photos" ADD CONSTRAINT "rental_inspection_photos_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_signature_fk" FOREIGN KEY ("tenant_id","signature_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_legs" ADD CONSTRAINT "rental_legs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_legs" ADD CONSTRAINT "rental_legs_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_legs" ADD CONSTRAINT "rental_legs_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_overdue" ADD CONSTRAINT "rental_overdue_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_overdue" ADD CONSTRAINT "rental_overdue_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_reservation_fk" FOREIGN KEY ("tenant_id","reservation_id") REFERENCES "public"."reservations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_pickup_branch_fk" FOREIGN KEY ("tenant_id","pickup_branch_id") REFERENCES "public"."branches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_return_branch_fk" FOREIGN KEY ("tenant_id","return_branch_id") REFERENCES "public"."branches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_branch_key" ON "calendar_feeds" USING btree ("tenant_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "damage_reports_vehicle_idx" ON "damage_reports" USING btree ("tenant_id","vehicle_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_documents_file_key" ON "rental_documents" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "rental_documents_rental_idx" ON "rental_documents" USING btree ("tenant_id","rental_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_extensions_rental_idx" ON "rental_extensions" USING btree ("tenant_id","rental_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_inspection_photos_file_key" ON "rental_inspection_photos" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "rental_inspection_photos_rental_idx" ON "rental_inspection_photos" USING btree ("tenant_id","rental_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_inspections_stage_key" ON "rental_inspections" USING btree ("tenant_id","rental_id","stage");--> statement-breakpoint
CREATE INDEX "rental_legs_rental_idx" ON "rental_legs" USING btree ("tenant_id","rental_id","started_at");--> statement-breakpoint
CREATE INDEX "rental_legs_vehicle_idx" ON "rental_legs" USING btree ("tenant_id","vehicle_id","started_at");--> statement-breakpoint
CREATE INDEX "rental_overdue_rental_idx" ON "rental_overdue" USING btree ("tenant_id","rental_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_tenant_number_key" ON "rentals" USING btree ("tenant_id","rental_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_tenant_reservation_key" ON "rentals" USING btree ("tenant_id","reservation_id");--> statement-breakpoint
CREATE INDEX "rentals_tenant_pickup_idx" ON "rentals" USING btree ("tenant_id","pickup_date","id");--> statement-breakpoint
CREATE INDEX "rentals_tenant_return_idx" ON "rentals" USING btree ("tenant_id","return_date","id");--> statement-breakpoint
CREATE INDEX "rentals_tenant_created_idx" ON "rentals" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rentals_tenant_status_return_idx" ON "rentals" USING btree ("tenant_id","status","return_date");--> statement-breakpoint
CREATE INDEX "rentals_tenant_customer_idx" ON "rentals" USING btree ("tenant_id","customer_id","pickup_date");--> statement-breakpoint
CREATE INDEX "rentals_tenant_vehicle_idx" ON "rentals" USING btree ("tenant_id","vehicle_id","pickup_date");--> statement-breakpoint
CREATE INDEX "rentals_tenant_pickup_branch_idx" ON "rentals" USING btree ("tenant_id","pickup_branch_id","pickup_date");