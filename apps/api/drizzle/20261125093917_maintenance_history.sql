-- One maintenance history: every vehicle maintenance record becomes a completed work order
-- (its id kept), numbered WO-000001… per company in date order; its cost is the order's actual
-- cost and, as nothing broke it down, its "other" cost; its type, description and mileage stay.
INSERT INTO "maintenance_work_orders" (
	"tenant_id", "id", "work_order_number", "vehicle_id", "status", "source", "type", "priority",
	"severity", "description", "issue", "completed_date", "actual_cost", "other_cost", "mileage",
	"created_by", "created_at", "updated_at")
SELECT r."tenant_id", r."id",
	'WO-' || lpad((row_number() OVER (PARTITION BY r."tenant_id" ORDER BY r."date", r."created_at", r."id"))::text, 6, '0'),
	r."vehicle_id", 'completed', 'history', r."type", 'low', 'minor', r."description", r."description",
	(r."date"::timestamp AT TIME ZONE 'UTC'), r."cost", r."cost", r."mileage", r."created_by",
	r."created_at", r."created_at"
FROM "vehicle_maintenance_records" r;--> statement-breakpoint
INSERT INTO "maintenance_timeline" ("tenant_id", "id", "work_order_id", "event", "from_status", "to_status", "actor_id", "created_at")
SELECT w."tenant_id", gen_random_uuid(), w."id", 'created', NULL, 'completed', w."created_by", w."created_at"
FROM "maintenance_work_orders" w WHERE w."source" = 'history';--> statement-breakpoint
INSERT INTO "maintenance_timeline" ("tenant_id", "id", "work_order_id", "event", "from_status", "to_status", "actor_id", "created_at")
SELECT w."tenant_id", gen_random_uuid(), w."id", 'completed', NULL, 'completed', w."created_by", w."completed_date"
FROM "maintenance_work_orders" w WHERE w."source" = 'history';--> statement-breakpoint
INSERT INTO "maintenance_counters" ("tenant_id", "last_number")
SELECT w."tenant_id", count(*)::integer FROM "maintenance_work_orders" w GROUP BY w."tenant_id";--> statement-breakpoint
DROP TABLE "vehicle_maintenance_records" CASCADE;
