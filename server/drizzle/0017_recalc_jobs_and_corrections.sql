CREATE TABLE "pay_corrections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"period" date NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"source_closing_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalculation_items" (
	"job_id" integer NOT NULL,
	"employment_id" integer NOT NULL,
	"from_period" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "recalculation_items_job_id_employment_id_pk" PRIMARY KEY("job_id","employment_id")
);
--> statement-breakpoint
CREATE TABLE "recalculation_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recalculation_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reason" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "pay_corrections" ADD CONSTRAINT "pay_corrections_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_corrections" ADD CONSTRAINT "pay_corrections_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_corrections" ADD CONSTRAINT "pay_corrections_source_closing_id_closings_id_fk" FOREIGN KEY ("source_closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_corrections" ADD CONSTRAINT "pay_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalculation_items" ADD CONSTRAINT "recalculation_items_job_id_recalculation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."recalculation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalculation_items" ADD CONSTRAINT "recalculation_items_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalculation_jobs" ADD CONSTRAINT "recalculation_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_corrections_employment_idx" ON "pay_corrections" USING btree ("employment_id","period");--> statement-breakpoint
CREATE INDEX "pay_corrections_source_idx" ON "pay_corrections" USING btree ("source_closing_id");--> statement-breakpoint
CREATE INDEX "recalculation_items_pending_idx" ON "recalculation_items" USING btree ("employment_id") WHERE not done;