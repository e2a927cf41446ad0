-- Keys written before keys belonged to a user answer nobody's retries: they get the nil user.
ALTER TABLE "idempotency_keys" ADD COLUMN "user_id" uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_tenant_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_user_id_key_pk" PRIMARY KEY("tenant_id","user_id","key");
