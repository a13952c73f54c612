CREATE TABLE "pay_account_closing_activity_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_account_closing_activity_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text,
	"name" text NOT NULL,
	"outgoing_activity" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pay_account_closing_activity_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "pay_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"parent_id" integer,
	"use_parent_balance" boolean DEFAULT false NOT NULL,
	"carries_balance" boolean DEFAULT true NOT NULL,
	"saldo_start_month" integer,
	"use_for_overflow_id" integer,
	"display_offset_year" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_account_rule_pre_factors" (
	"pay_account_rule_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"factor" numeric NOT NULL,
	CONSTRAINT "pay_account_rule_pre_factors_pay_account_rule_id_property_id_pk" PRIMARY KEY("pay_account_rule_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "pay_account_rule_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_account_rule_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pay_account_rule_id" integer NOT NULL,
	"field" text NOT NULL,
	"property_id" integer,
	"pay_account_id" integer,
	"closing_activity_type_id" integer,
	CONSTRAINT "pay_account_rule_references_one" CHECK (num_nonnulls("pay_account_rule_references"."property_id", "pay_account_rule_references"."pay_account_id", "pay_account_rule_references"."closing_activity_type_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "pay_account_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_account_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"pay_account_id" integer,
	"calc_order" integer DEFAULT 0 NOT NULL,
	"round" integer,
	"override_id" integer,
	"kind" text,
	"detail" jsonb,
	CONSTRAINT "pay_account_rules_kind_detail" CHECK (("pay_account_rules"."kind" is null) = ("pay_account_rules"."detail" is null)),
	CONSTRAINT "pay_account_rules_round" CHECK ("pay_account_rules"."round" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "export_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"account" text NOT NULL,
	"pay_account_id" integer,
	"pay_account_closing_activity_type_id" integer,
	"export_factor" numeric DEFAULT '1' NOT NULL,
	"in_days" boolean DEFAULT false NOT NULL,
	"count_calendar_days" boolean DEFAULT false NOT NULL,
	"property_type_id" integer,
	"vacation_property_id" integer,
	"is_dis" boolean DEFAULT false NOT NULL,
	"period_indication" text,
	"year" integer
);
--> statement-breakpoint
CREATE TABLE "export_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"agreement_code" text,
	"department_code" text,
	"is_dis" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	CONSTRAINT "export_prices_key" UNIQUE NULLS NOT DISTINCT("account","agreement_code","department_code","is_dis","valid_from")
);
--> statement-breakpoint
CREATE TABLE "agreement_export_accounts" (
	"agreement_id" integer NOT NULL,
	"export_account_id" integer NOT NULL,
	CONSTRAINT "agreement_export_accounts_agreement_id_export_account_id_pk" PRIMARY KEY("agreement_id","export_account_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_pay_account_rules" (
	"agreement_id" integer NOT NULL,
	"pay_account_rule_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	CONSTRAINT "agreement_pay_account_rules_agreement_id_pay_account_rule_id_pk" PRIMARY KEY("agreement_id","pay_account_rule_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_pay_accounts" (
	"agreement_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"first_saving_month" integer,
	"number_of_years" integer,
	CONSTRAINT "agreement_pay_accounts_agreement_id_pay_account_id_pk" PRIMARY KEY("agreement_id","pay_account_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_properties" (
	"agreement_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "agreement_properties_agreement_id_property_id_pk" PRIMARY KEY("agreement_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_property_types" (
	"agreement_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	CONSTRAINT "agreement_property_types_agreement_id_property_type_id_pk" PRIMARY KEY("agreement_id","property_type_id")
);
--> statement-breakpoint
CREATE TABLE "budget_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"budget_group" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'normHours' NOT NULL,
	"pay_account_id" integer,
	"property_id" integer
);
--> statement-breakpoint
CREATE TABLE "budget_fte" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_fte_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"department_property_id" integer NOT NULL,
	"budget_account_id" integer NOT NULL,
	"position_group_id" integer NOT NULL,
	"value" numeric(9, 2) NOT NULL,
	CONSTRAINT "budget_fte_key" UNIQUE("year","department_property_id","budget_account_id","position_group_id","month")
);
--> statement-breakpoint
ALTER TABLE "pay_accounts" ADD CONSTRAINT "pay_accounts_parent_id_pay_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_accounts" ADD CONSTRAINT "pay_accounts_use_for_overflow_id_pay_accounts_id_fk" FOREIGN KEY ("use_for_overflow_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rule_pre_factors" ADD CONSTRAINT "pay_account_rule_pre_factors_pay_account_rule_id_pay_account_rules_id_fk" FOREIGN KEY ("pay_account_rule_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rule_pre_factors" ADD CONSTRAINT "pay_account_rule_pre_factors_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rule_references" ADD CONSTRAINT "pay_account_rule_references_pay_account_rule_id_pay_account_rules_id_fk" FOREIGN KEY ("pay_account_rule_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rule_references" ADD CONSTRAINT "pay_account_rule_references_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rule_references" ADD CONSTRAINT "pay_account_rule_references_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rule_references" ADD CONSTRAINT "pay_account_rule_references_closing_activity_type_id_pay_account_closing_activity_types_id_fk" FOREIGN KEY ("closing_activity_type_id") REFERENCES "public"."pay_account_closing_activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rules" ADD CONSTRAINT "pay_account_rules_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_rules" ADD CONSTRAINT "pay_account_rules_override_id_pay_account_rules_id_fk" FOREIGN KEY ("override_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_accounts" ADD CONSTRAINT "export_accounts_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_accounts" ADD CONSTRAINT "export_accounts_pay_account_closing_activity_type_id_pay_account_closing_activity_types_id_fk" FOREIGN KEY ("pay_account_closing_activity_type_id") REFERENCES "public"."pay_account_closing_activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_accounts" ADD CONSTRAINT "export_accounts_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_accounts" ADD CONSTRAINT "export_accounts_vacation_property_id_properties_id_fk" FOREIGN KEY ("vacation_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_export_accounts" ADD CONSTRAINT "agreement_export_accounts_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_export_accounts" ADD CONSTRAINT "agreement_export_accounts_export_account_id_export_accounts_id_fk" FOREIGN KEY ("export_account_id") REFERENCES "public"."export_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_pay_account_rules" ADD CONSTRAINT "agreement_pay_account_rules_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_pay_account_rules" ADD CONSTRAINT "agreement_pay_account_rules_pay_account_rule_id_pay_account_rules_id_fk" FOREIGN KEY ("pay_account_rule_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_pay_accounts" ADD CONSTRAINT "agreement_pay_accounts_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_pay_accounts" ADD CONSTRAINT "agreement_pay_accounts_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_properties" ADD CONSTRAINT "agreement_properties_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_properties" ADD CONSTRAINT "agreement_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_property_types" ADD CONSTRAINT "agreement_property_types_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_property_types" ADD CONSTRAINT "agreement_property_types_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_accounts" ADD CONSTRAINT "budget_accounts_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_accounts" ADD CONSTRAINT "budget_accounts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_fte" ADD CONSTRAINT "budget_fte_department_property_id_properties_id_fk" FOREIGN KEY ("department_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_fte" ADD CONSTRAINT "budget_fte_budget_account_id_budget_accounts_id_fk" FOREIGN KEY ("budget_account_id") REFERENCES "public"."budget_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_fte" ADD CONSTRAINT "budget_fte_position_group_id_properties_id_fk" FOREIGN KEY ("position_group_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_accounts_name_key" ON "pay_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "pay_accounts_parent_idx" ON "pay_accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "pay_accounts_overflow_idx" ON "pay_accounts" USING btree ("use_for_overflow_id");--> statement-breakpoint
CREATE INDEX "pay_account_rule_pre_factors_property_idx" ON "pay_account_rule_pre_factors" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "pay_account_rule_references_rule_idx" ON "pay_account_rule_references" USING btree ("pay_account_rule_id");--> statement-breakpoint
CREATE INDEX "pay_account_rule_references_property_idx" ON "pay_account_rule_references" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "pay_account_rule_references_pay_account_idx" ON "pay_account_rule_references" USING btree ("pay_account_id");--> statement-breakpoint
CREATE INDEX "pay_account_rule_references_type_idx" ON "pay_account_rule_references" USING btree ("closing_activity_type_id");--> statement-breakpoint
CREATE INDEX "pay_account_rules_pay_account_idx" ON "pay_account_rules" USING btree ("pay_account_id");--> statement-breakpoint
CREATE INDEX "pay_account_rules_override_idx" ON "pay_account_rules" USING btree ("override_id");--> statement-breakpoint
CREATE INDEX "export_accounts_account_idx" ON "export_accounts" USING btree ("account");--> statement-breakpoint
CREATE INDEX "export_accounts_pay_account_idx" ON "export_accounts" USING btree ("pay_account_id");--> statement-breakpoint
CREATE INDEX "export_accounts_type_idx" ON "export_accounts" USING btree ("pay_account_closing_activity_type_id");--> statement-breakpoint
CREATE INDEX "export_accounts_vacation_property_idx" ON "export_accounts" USING btree ("vacation_property_id");--> statement-breakpoint
CREATE INDEX "agreement_export_accounts_account_idx" ON "agreement_export_accounts" USING btree ("export_account_id");--> statement-breakpoint
CREATE INDEX "agreement_pay_account_rules_rule_idx" ON "agreement_pay_account_rules" USING btree ("pay_account_rule_id");--> statement-breakpoint
CREATE INDEX "agreement_pay_accounts_account_idx" ON "agreement_pay_accounts" USING btree ("pay_account_id");--> statement-breakpoint
CREATE INDEX "agreement_properties_property_idx" ON "agreement_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "budget_fte_department_idx" ON "budget_fte" USING btree ("department_property_id");--> statement-breakpoint
CREATE INDEX "budget_fte_account_idx" ON "budget_fte" USING btree ("budget_account_id");--> statement-breakpoint
CREATE INDEX "budget_fte_position_group_idx" ON "budget_fte" USING btree ("position_group_id");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_parent_id_agreements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_code_key" ON "agreements" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "agreements_parent_idx" ON "agreements" USING btree ("parent_id");