CREATE TABLE "branches" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"operating_hours" jsonb,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lookups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"category" text,
	"description" text,
	"value" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_type" text,
	"expiry_date" date,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_maintenance_records" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"cost" integer NOT NULL,
	"mileage" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_maintenance_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"vin" text NOT NULL,
	"year" integer NOT NULL,
	"color" text NOT NULL,
	"license_plate" text NOT NULL,
	"daily_rate" integer NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"seating_capacity" integer NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"engine" text,
	"horsepower" integer,
	"fuel_capacity" double precision,
	"trunk_capacity" double precision,
	"doors" integer,
	"dimensions" text,
	"last_service" date,
	"next_service" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_manager_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("manager_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookups" ADD CONSTRAINT "lookups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD CONSTRAINT "vehicle_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD CONSTRAINT "vehicle_files_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_files" ADD CONSTRAINT "vehicle_files_file_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance_records" ADD CONSTRAINT "vehicle_maintenance_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance_records" ADD CONSTRAINT "vehicle_maintenance_records_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_branch_fk" FOREIGN KEY ("tenant_id","branch_id") REFERENCES "public"."branches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_tenant_code_key" ON "branches" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "branches_tenant_name_idx" ON "branches" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "branches_tenant_city_idx" ON "branches" USING btree ("tenant_id","city");--> statement-breakpoint
CREATE UNIQUE INDEX "lookups_tenant_type_code_key" ON "lookups" USING btree ("tenant_id","type","code");--> statement-breakpoint
CREATE INDEX "lookups_tenant_type_order_idx" ON "lookups" USING btree ("tenant_id","type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_files_file_key" ON "vehicle_files" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "vehicle_files_vehicle_idx" ON "vehicle_files" USING btree ("tenant_id","vehicle_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_maintenance_records_vehicle_idx" ON "vehicle_maintenance_records" USING btree ("tenant_id","vehicle_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tenant_vin_key" ON "vehicles" USING btree ("tenant_id","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tenant_plate_key" ON "vehicles" USING btree ("tenant_id","license_plate");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_created_idx" ON "vehicles" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_make_idx" ON "vehicles" USING btree ("tenant_id","make","id");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_year_idx" ON "vehicles" USING btree ("tenant_id","year","id");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_rate_idx" ON "vehicles" USING btree ("tenant_id","daily_rate","id");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_mileage_idx" ON "vehicles" USING btree ("tenant_id","mileage","id");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_status_idx" ON "vehicles" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_category_idx" ON "vehicles" USING btree ("tenant_id","category","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_tenant_branch_idx" ON "vehicles" USING btree ("tenant_id","branch_id","status");--> statement-breakpoint
CREATE INDEX "vehicles_make_trgm_idx" ON "vehicles" USING gin ("make" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_model_trgm_idx" ON "vehicles" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_plate_trgm_idx" ON "vehicles" USING gin ("license_plate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_vin_trgm_idx" ON "vehicles" USING gin ("vin" gin_trgm_ops);