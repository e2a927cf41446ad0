CREATE TABLE "vehicle_fuel_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"filled_at" timestamp with time zone NOT NULL,
	"litres_ml" integer NOT NULL,
	"cost_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"station" text,
	"full_tank" boolean NOT NULL,
	"fuel_level" integer,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_fuel_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_fuel_logs" ADD CONSTRAINT "vehicle_fuel_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fuel_logs" ADD CONSTRAINT "vehicle_fuel_logs_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_fuel_logs_vehicle_idx" ON "vehicle_fuel_logs" USING btree ("tenant_id","vehicle_id","filled_at","id");