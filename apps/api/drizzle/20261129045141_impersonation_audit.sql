ALTER TABLE "impersonations" ADD COLUMN "handoff_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "impersonator_id" uuid;