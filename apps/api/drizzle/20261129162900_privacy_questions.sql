ALTER TABLE "contact_requests" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ALTER COLUMN "fleet_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "subject" text;