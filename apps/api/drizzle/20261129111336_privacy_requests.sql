CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'awaiting_confirmation' NOT NULL,
	"email" text NOT NULL,
	"reason" text,
	"language" text DEFAULT 'en' NOT NULL,
	"for_tenant_id" uuid,
	"requester_user_id" uuid,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"read_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"extended_at" timestamp with time zone,
	"extension_reason" text,
	"reminded_at" timestamp with time zone,
	"overdue_alerted_at" timestamp with time zone,
	"resolution_note" text,
	"kept" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_confirm_token_idx" ON "privacy_requests" USING btree ("confirm_token_hash") WHERE "privacy_requests"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_read_token_idx" ON "privacy_requests" USING btree ("read_token_hash") WHERE "privacy_requests"."read_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_tenant_idx" ON "privacy_requests" USING btree ("for_tenant_id","request_type","created_at");