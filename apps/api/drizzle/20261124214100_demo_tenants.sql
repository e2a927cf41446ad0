ALTER TABLE "tenants" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo companies seeded before this column existed keep offering their demo accounts.
UPDATE "tenants" SET "is_demo" = true
 WHERE ("subdomain", "admin_email") IN (('demo', 'admin@demo.test'), ('acme', 'admin@acme.test'));
