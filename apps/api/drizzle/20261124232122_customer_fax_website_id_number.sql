ALTER TABLE "customers" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "website" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_id_number_key" ON "customers" USING btree ("tenant_id","id_number") WHERE "customers"."id_number" is not null;