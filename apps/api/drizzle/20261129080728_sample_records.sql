CREATE TABLE "sample_records" (
	"tenant_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_records_tenant_id_table_name_record_id_pk" PRIMARY KEY("tenant_id","table_name","record_id")
);
--> statement-breakpoint
ALTER TABLE "sample_records" ADD CONSTRAINT "sample_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;