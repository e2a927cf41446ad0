ALTER TABLE "reservations" ADD COLUMN "promotion_kind" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "promotion_value" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "promotion_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings priced with a promo code before the promotion was kept apart: its share of the one
-- discount is what its offer's rule takes off their subtotal (at most the whole discount).
UPDATE "reservations" AS r
SET "promotion_kind" = o."discount_kind",
  "promotion_value" = o."discount_value",
  "promotion_discount" = LEAST(
    r."discount",
    r."subtotal",
    CASE o."discount_kind"
      WHEN 'percent' THEN round(r."subtotal"::numeric * LEAST(o."discount_value", 10000) / 10000)::integer
      ELSE o."discount_value"
    END
  )
FROM "offers" AS o
WHERE o."tenant_id" = r."tenant_id" AND o."id" = r."offer_id";
