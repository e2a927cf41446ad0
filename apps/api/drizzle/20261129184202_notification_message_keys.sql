-- Notifications written before messages had keys keep their text as the `legacy` key's parameters.
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'legacy', "message_params" = jsonb_build_object('title', "title", 'message', "message");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message_params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "message";
