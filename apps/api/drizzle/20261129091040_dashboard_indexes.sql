CREATE INDEX "rentals_tenant_hire_start_idx" ON "rentals" USING btree ("tenant_id",coalesce("actual_pickup_date", "pickup_date"));--> statement-breakpoint
CREATE INDEX "rentals_tenant_hire_end_idx" ON "rentals" USING btree ("tenant_id",coalesce("actual_return_date", case when "status" = 'active' then 'infinity'::timestamptz else "return_date" end));--> statement-breakpoint
CREATE INDEX "payment_refunds_tenant_created_idx" ON "payment_refunds" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_tenant_moved_idx" ON "payments" USING btree ("tenant_id",coalesce("processed_at", "created_at"));--> statement-breakpoint
CREATE INDEX "payments_tenant_rental_only_idx" ON "payments" USING btree ("tenant_id","rental_id") WHERE "payments"."reservation_id" is null;--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_completed_idx" ON "maintenance_work_orders" USING btree ("tenant_id","completed_date");