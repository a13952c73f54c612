CREATE TABLE "exchange_departments" (
	"department_id" integer PRIMARY KEY NOT NULL,
	"without_approval" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absence_wishes" ADD COLUMN "granted_start" date;--> statement-breakpoint
ALTER TABLE "absence_wishes" ADD COLUMN "granted_end" date;--> statement-breakpoint
ALTER TABLE "absence_wishes" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "watch_exchange_bids" ADD COLUMN "given_planned_watch_id" integer;--> statement-breakpoint
ALTER TABLE "watch_exchange_bids" ADD COLUMN "given_stamp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_exchange_bids" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "offered_by_employment_id" integer;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "watch_stamp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "exchange_departments" ADD CONSTRAINT "exchange_departments_department_id_properties_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_exchange_bids" ADD CONSTRAINT "watch_exchange_bids_given_planned_watch_id_planned_watches_id_fk" FOREIGN KEY ("given_planned_watch_id") REFERENCES "public"."planned_watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD CONSTRAINT "watch_exchanges_offered_by_employment_id_employments_id_fk" FOREIGN KEY ("offered_by_employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD CONSTRAINT "watch_exchanges_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_wishes_status_idx" ON "absence_wishes" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "watch_exchanges_status_idx" ON "watch_exchanges" USING btree ("status","expiration");--> statement-breakpoint
-- hand-written (wishes)
UPDATE "watch_exchanges" x SET "offered_by_employment_id" = pw."employment_id" FROM "planned_watches" pw WHERE pw."id" = x."planned_watch_id" AND x."offered_by_employment_id" IS NULL;--> statement-breakpoint
UPDATE "watch_exchanges" SET "status" = 'approved' WHERE "accepted_bid_id" IS NOT NULL;--> statement-breakpoint
UPDATE "absence_wishes" SET "granted_start" = "start_date", "granted_end" = "end_date" WHERE "status" = 'granted' AND "granted_start" IS NULL;
