CREATE TABLE "rest_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rest_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"period" date NOT NULL,
	"employee_sign_date" date,
	"employee_signed_by" integer,
	"authorized_sign_date" date,
	"authorized_signed_by" integer
);
--> statement-breakpoint
CREATE TABLE "rest_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rest_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"date" date NOT NULL,
	"entered_by_hand" boolean DEFAULT false NOT NULL,
	"comment" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer
);
--> statement-breakpoint
CREATE TABLE "rest_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rest_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rest_day_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rest_cards" ADD CONSTRAINT "rest_cards_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_cards" ADD CONSTRAINT "rest_cards_employee_signed_by_users_id_fk" FOREIGN KEY ("employee_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_cards" ADD CONSTRAINT "rest_cards_authorized_signed_by_users_id_fk" FOREIGN KEY ("authorized_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_days" ADD CONSTRAINT "rest_days_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_days" ADD CONSTRAINT "rest_days_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_periods" ADD CONSTRAINT "rest_periods_rest_day_id_rest_days_id_fk" FOREIGN KEY ("rest_day_id") REFERENCES "public"."rest_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rest_cards_employment_period_key" ON "rest_cards" USING btree ("employment_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "rest_days_employment_date_key" ON "rest_days" USING btree ("employment_id","date");--> statement-breakpoint
CREATE INDEX "rest_periods_day_idx" ON "rest_periods" USING btree ("rest_day_id");