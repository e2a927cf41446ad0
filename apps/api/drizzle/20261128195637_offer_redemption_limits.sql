CREATE TABLE "offer_redemptions" (
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_redemptions_tenant_id_offer_id_customer_id_pk" PRIMARY KEY("tenant_id","offer_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "first_booking_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "redemptions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."offers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_redemptions_positive" CHECK ("offers"."redemptions" >= 0 and ("offers"."max_redemptions" is null or "offers"."max_redemptions" > 0));