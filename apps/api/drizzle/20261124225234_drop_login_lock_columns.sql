ALTER TABLE "platform_users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "platform_users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";