CREATE TABLE "maintenance_attachments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_attachments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_notes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_notes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_parts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"part_number" text,
	"quantity" integer NOT NULL,
	"unit_cost" integer NOT NULL,
	"supplier" text,
	"category" text,
	CONSTRAINT "maintenance_parts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "maintenance_parts_quantity_positive" CHECK ("maintenance_parts"."quantity" > 0),
	CONSTRAINT "maintenance_parts_unit_cost_non_negative" CHECK ("maintenance_parts"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_timeline" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_timeline_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_work_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"work_order_number" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"severity" text NOT NULL,
	"description" text NOT NULL,
	"issue" text NOT NULL,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"scheduled_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"estimated_duration" double precision,
	"actual_duration" double precision,
	"estimated_cost" integer,
	"actual_cost" integer,
	"labor_hours" double precision DEFAULT 0 NOT NULL,
	"labor_rate" integer DEFAULT 0 NOT NULL,
	"parts_cost" integer DEFAULT 0 NOT NULL,
	"supplies_cost" integer DEFAULT 0 NOT NULL,
	"other_cost" integer DEFAULT 0 NOT NULL,
	"technician" text,
	"mileage" integer,
	"schedule_id" uuid,
	"rental_id" uuid,
	"damage_report_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_work_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "maintenance_work_orders_money_non_negative" CHECK (coalesce("maintenance_work_orders"."estimated_cost", 0) >= 0 and coalesce("maintenance_work_orders"."actual_cost", 0) >= 0
        and "maintenance_work_orders"."labor_rate" >= 0 and "maintenance_work_orders"."parts_cost" >= 0 and "maintenance_work_orders"."supplies_cost" >= 0
        and "maintenance_work_orders"."other_cost" >= 0 and "maintenance_work_orders"."labor_hours" >= 0),
	CONSTRAINT "maintenance_work_orders_durations_positive" CHECK (coalesce("maintenance_work_orders"."estimated_duration", 1) > 0 and coalesce("maintenance_work_orders"."actual_duration", 1) > 0),
	CONSTRAINT "maintenance_work_orders_mileage_non_negative" CHECK (coalesce("maintenance_work_orders"."mileage", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_schedules" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid,
	"category" text,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"interval_km" integer,
	"interval_months" integer,
	"start_date" date NOT NULL,
	"start_mileage" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_schedules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "service_schedules_one_target" CHECK (("service_schedules"."vehicle_id" is null) <> ("service_schedules"."category" is null)),
	CONSTRAINT "service_schedules_some_interval" CHECK (("service_schedules"."interval_km" is not null or "service_schedules"."interval_months" is not null)
        and coalesce("service_schedules"."interval_km", 1) > 0 and coalesce("service_schedules"."interval_months", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_work_order_fk" FOREIGN KEY ("tenant_id","work_order_id") REFERENCES "public"."maintenance_work_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_counters" ADD CONSTRAINT "maintenance_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_notes" ADD CONSTRAINT "maintenance_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_notes" ADD CONSTRAINT "maintenance_notes_work_order_fk" FOREIGN KEY ("tenant_id","work_order_id") REFERENCES "public"."maintenance_work_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_parts" ADD CONSTRAINT "maintenance_parts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_parts" ADD CONSTRAINT "maintenance_parts_work_order_fk" FOREIGN KEY ("tenant_id","work_order_id") REFERENCES "public"."maintenance_work_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_timeline" ADD CONSTRAINT "maintenance_timeline_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_timeline" ADD CONSTRAINT "maintenance_timeline_work_order_fk" FOREIGN KEY ("tenant_id","work_order_id") REFERENCES "public"."maintenance_work_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_work_orders" ADD CONSTRAINT "maintenance_work_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_work_orders" ADD CONSTRAINT "maintenance_work_orders_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_work_orders" ADD CONSTRAINT "maintenance_work_orders_schedule_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."service_schedules"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_attachments_file_key" ON "maintenance_attachments" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "maintenance_attachments_work_order_idx" ON "maintenance_attachments" USING btree ("tenant_id","work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_notes_work_order_idx" ON "maintenance_notes" USING btree ("tenant_id","work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_parts_work_order_idx" ON "maintenance_parts" USING btree ("tenant_id","work_order_id","position");--> statement-breakpoint
CREATE INDEX "maintenance_timeline_work_order_idx" ON "maintenance_timeline" USING btree ("tenant_id","work_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_work_orders_number_key" ON "maintenance_work_orders" USING btree ("tenant_id","work_order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_work_orders_damage_key" ON "maintenance_work_orders" USING btree ("tenant_id","damage_report_id");--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_created_idx" ON "maintenance_work_orders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_vehicle_idx" ON "maintenance_work_orders" USING btree ("tenant_id","vehicle_id","status");--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_status_idx" ON "maintenance_work_orders" USING btree ("tenant_id","status","scheduled_date");--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_schedule_idx" ON "maintenance_work_orders" USING btree ("tenant_id","schedule_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "service_schedules_vehicle_idx" ON "service_schedules" USING btree ("tenant_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "service_schedules_category_idx" ON "service_schedules" USING btree ("tenant_id","category");