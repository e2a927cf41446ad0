ALTER TABLE "payments" DROP CONSTRAINT "payments_refunded_within_amount";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_capture_only_deposits" CHECK ("payments"."captured_amount" = 0 or "payments"."type" = 'security_deposit');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."captured_amount" >= 0
        and "payments"."refunded_amount" + "payments"."captured_amount" <= "payments"."amount");