CREATE TABLE "closing_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"closing_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"opening_balance" numeric(20, 6) NOT NULL,
	"activity" numeric(20, 6) NOT NULL,
	"closing_balance" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"closing_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"value" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_export_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_export_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"closing_id" integer NOT NULL,
	"export_account_id" integer NOT NULL,
	"department_property_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "closings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"period" date NOT NULL,
	"comment" text,
	"excluded" boolean DEFAULT false NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"validated_at" timestamp with time zone,
	"validated_by" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" integer,
	"closing_group_id" integer,
	"lessor_export_id" integer
);
--> statement-breakpoint
ALTER TABLE "pay_account_activities" ADD COLUMN "closing_activity_type_id" integer;--> statement-breakpoint
ALTER TABLE "closing_accounts" ADD CONSTRAINT "closing_accounts_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_accounts" ADD CONSTRAINT "closing_accounts_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_activities" ADD CONSTRAINT "closing_activities_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_activities" ADD CONSTRAINT "closing_activities_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_activities" ADD CONSTRAINT "closing_activities_type_id_pay_account_closing_activity_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."pay_account_closing_activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_export_values" ADD CONSTRAINT "closing_export_values_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_export_values" ADD CONSTRAINT "closing_export_values_export_account_id_export_accounts_id_fk" FOREIGN KEY ("export_account_id") REFERENCES "public"."export_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_export_values" ADD CONSTRAINT "closing_export_values_department_property_id_properties_id_fk" FOREIGN KEY ("department_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_groups" ADD CONSTRAINT "closing_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_closing_group_id_closing_groups_id_fk" FOREIGN KEY ("closing_group_id") REFERENCES "public"."closing_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_accounts_closing_idx" ON "closing_accounts" USING btree ("closing_id");--> statement-breakpoint
CREATE INDEX "closing_activities_closing_idx" ON "closing_activities" USING btree ("closing_id");--> statement-breakpoint
CREATE INDEX "closing_export_values_closing_idx" ON "closing_export_values" USING btree ("closing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closings_employment_period_key" ON "closings" USING btree ("employment_id","period");--> statement-breakpoint
CREATE INDEX "closings_period_idx" ON "closings" USING btree ("period");--> statement-breakpoint
ALTER TABLE "pay_account_activities" ADD CONSTRAINT "pay_account_activities_closing_activity_type_id_pay_account_closing_activity_types_id_fk" FOREIGN KEY ("closing_activity_type_id") REFERENCES "public"."pay_account_closing_activity_types"("id") ON DELETE no action ON UPDATE no action;