CREATE TABLE "offers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"body_en" text,
	"body_ar" text,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"promo_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"featured_order" integer DEFAULT 0 NOT NULL,
	"image_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "offers_discount_positive" CHECK ("offers"."discount_value" > 0),
	CONSTRAINT "offers_percent_at_most_full" CHECK ("offers"."discount_kind" <> 'percent' or "offers"."discount_value" <= 10000),
	CONSTRAINT "offers_valid_period" CHECK ("offers"."valid_until" >= "offers"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "rental_reviews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rental_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_reviews_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "rental_reviews_rating_range" CHECK ("rental_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_image_file_fk" FOREIGN KEY ("tenant_id","image_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE SET NULL ("image_file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reviews" ADD CONSTRAINT "rental_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reviews" ADD CONSTRAINT "rental_reviews_rental_fk" FOREIGN KEY ("tenant_id","rental_id") REFERENCES "public"."rentals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reviews" ADD CONSTRAINT "rental_reviews_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reviews" ADD CONSTRAINT "rental_reviews_vehicle_fk" FOREIGN KEY ("tenant_id","vehicle_id") REFERENCES "public"."vehicles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_tenant_promo_code_key" ON "offers" USING btree ("tenant_id",upper("promo_code"));--> statement-breakpoint
CREATE INDEX "offers_tenant_valid_idx" ON "offers" USING btree ("tenant_id","valid_from","valid_until");--> statement-breakpoint
CREATE INDEX "offers_tenant_created_idx" ON "offers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_reviews_rental_key" ON "rental_reviews" USING btree ("tenant_id","rental_id");--> statement-breakpoint
CREATE INDEX "rental_reviews_tenant_status_idx" ON "rental_reviews" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rental_reviews_tenant_vehicle_idx" ON "rental_reviews" USING btree ("tenant_id","vehicle_id","status");--> statement-breakpoint
-- Offers and reviews: managers read, create and change offers and moderate reviews; customers
-- review their own completed rentals. Row level security is forced even for the table owner,
-- so each tenant is updated under its own tenant setting.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t.id::text, true);
    UPDATE roles
       SET permissions = permissions || ARRAY['offers:read', 'offers:create', 'offers:update',
             'reviews:moderate']::text[]
     WHERE name = 'manager' AND is_system AND NOT ('offers:read' = ANY (permissions));
    UPDATE roles
       SET permissions = array_append(permissions, 'reviews:create')
     WHERE name = 'customer' AND is_system AND NOT ('reviews:create' = ANY (permissions));
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
