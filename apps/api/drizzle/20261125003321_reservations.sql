CREATE TABLE "vehicle_holds" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"period" "tstzrange" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_holds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "reservation_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reservation_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"pickup_branch_id" uuid NOT NULL,
	"return_branch_id" uuid NOT NULL,
	"pickup_date" timestamp with time zone NOT NULL,
	"return_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
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
	"special_requests" text,
	"notes" text,
	"internal_notes" text,
	"cancellation_reason" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_counters" ADD CONSTRAINT "reservation_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_documents" ADD CONSTRAINT "reservation_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_documents" ADD CONSTRAINT "reservation_documents_reservation_fk" FOREIGN KEY ("tenant_id","reservation_id") REFERENCES "public"."reservations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_documents" ADD CONSTRAINT "reservation_documents_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pickup_branch_fk" FOREIGN KEY ("tenant_id","pickup_branch_id") REFERENCES "public"."branches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_return_branch_fk" FOREIGN KEY ("tenant_id","return_branch_id") REFERENCES "public"."branches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_holds_source_key" ON "vehicle_holds" USING btree ("tenant_id","kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_documents_file_key" ON "reservation_documents" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "reservation_documents_reservation_idx" ON "reservation_documents" USING btree ("tenant_id","reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_tenant_number_key" ON "reservations" USING btree ("tenant_id","reservation_number");--> statement-breakpoint
CREATE INDEX "reservations_tenant_pickup_idx" ON "reservations" USING btree ("tenant_id","pickup_date","id");--> statement-breakpoint
CREATE INDEX "reservations_tenant_return_idx" ON "reservations" USING btree ("tenant_id","return_date","id");--> statement-breakpoint
CREATE INDEX "reservations_tenant_created_idx" ON "reservations" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_tenant_total_idx" ON "reservations" USING btree ("tenant_id","total_amount","id");--> statement-breakpoint
CREATE INDEX "reservations_tenant_status_pickup_idx" ON "reservations" USING btree ("tenant_id","status","pickup_date");--> statement-breakpoint
CREATE INDEX "reservations_tenant_customer_idx" ON "reservations" USING btree ("tenant_id","customer_id","pickup_date");--> statement-breakpoint
CREATE INDEX "reservations_tenant_vehicle_idx" ON "reservations" USING btree ("tenant_id","vehicle_id","pickup_date");--> statement-breakpoint
CREATE INDEX "reservations_tenant_pickup_branch_idx" ON "reservations" USING btree ("tenant_id","pickup_branch_id","pickup_date");--> statement-breakpoint
-- No two holds of one vehicle overlap, whoever writes them (btree_gist: the extensions migration).
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "vehicle_id" WITH =, "period" WITH &&);--> statement-breakpoint
ALTER TABLE "vehicle_holds" ADD CONSTRAINT "vehicle_holds_period_bounded" CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_return_after_pickup" CHECK ("return_date" > "pickup_date");
