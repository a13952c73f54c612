CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notification_mail_choices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mail" boolean NOT NULL,
	CONSTRAINT "notification_mail_choices_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "notification_mails_notification_id_unique" UNIQUE("notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"tx_id" bigint DEFAULT txid_current() NOT NULL,
	"merge_key" text
);
--> statement-breakpoint
ALTER TABLE "export_accounts" ADD COLUMN "mileage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_export_values" ADD COLUMN "rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "mileages" ADD COLUMN "rejected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mileages" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mileages" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "mileages" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mail_choices" ADD CONSTRAINT "notification_mail_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_pending_idx" ON "notification_mails" USING btree ("id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
ALTER TABLE "mileages" ADD CONSTRAINT "mileages_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD CONSTRAINT "realised_time_registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_accounts_mileage_key" ON "export_accounts" USING btree ("mileage") WHERE mileage;--> statement-breakpoint
CREATE INDEX "realised_time_registrations_watch_idx" ON "realised_time_registrations" USING btree ("realised_watch_id");--> statement-breakpoint
-- hand-written (self)
-- A time registration shows in the grid (a mark where it differs from the realised watch), so it gives its employment a new row version.
CREATE TRIGGER "realised_time_registrations_insert_grid_rows" AFTER INSERT ON "realised_time_registrations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_time_registrations_update_grid_rows" AFTER UPDATE ON "realised_time_registrations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_time_registrations_delete_grid_rows" AFTER DELETE ON "realised_time_registrations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_time_registrations_truncate_grid_rows" AFTER TRUNCATE ON "realised_time_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
