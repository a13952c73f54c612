CREATE TABLE "approval_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "approval_levels_level_unique" UNIQUE("level")
);
--> statement-breakpoint
CREATE TABLE "approval_watches" (
	"approval_id" integer NOT NULL,
	"realised_watch_id" integer NOT NULL,
	CONSTRAINT "approval_watches_approval_id_realised_watch_id_pk" PRIMARY KEY("approval_id","realised_watch_id")
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"approval_level_id" integer NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"comment" text,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer
);
--> statement-breakpoint
CREATE TABLE "audit_trail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_trail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"entity" text NOT NULL,
	"entity_id" integer,
	"employment_id" integer,
	"date" date,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "employee_sort_orders" (
	"plan_user_id" integer NOT NULL,
	"department_property_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "employee_sort_orders_plan_user_id_department_property_id_employee_id_pk" PRIMARY KEY("plan_user_id","department_property_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "planned_watches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planned_watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"watch_template_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"plan_user_id" integer,
	"changed_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realised_watch_properties" (
	"realised_watch_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value" numeric,
	CONSTRAINT "realised_watch_properties_realised_watch_id_property_id_pk" PRIMARY KEY("realised_watch_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "realised_watches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realised_watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"planned_watch_id" integer,
	"watch_template_id" integer,
	"watch_detail_id" integer,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"total_time" integer NOT NULL,
	"overridden" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"comment" text,
	"changed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_balance_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_balance_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"pay_account_rule_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "norm_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "norm_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"pay_account_rule_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "pay_account_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_account_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"pay_account_rule_id" integer,
	"realised_watch_id" integer,
	"date" date NOT NULL,
	"period" date NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"forecast" boolean DEFAULT false NOT NULL,
	"balance_year" date
);
--> statement-breakpoint
CREATE TABLE "pay_account_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_account_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"balance_year" date NOT NULL,
	"spend_start" date,
	"expiry_date" date,
	"expiry_date_set_by_user" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_watches" ADD CONSTRAINT "approval_watches_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_watches" ADD CONSTRAINT "approval_watches_realised_watch_id_realised_watches_id_fk" FOREIGN KEY ("realised_watch_id") REFERENCES "public"."realised_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_approval_level_id_approval_levels_id_fk" FOREIGN KEY ("approval_level_id") REFERENCES "public"."approval_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sort_orders" ADD CONSTRAINT "employee_sort_orders_plan_user_id_users_id_fk" FOREIGN KEY ("plan_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sort_orders" ADD CONSTRAINT "employee_sort_orders_department_property_id_properties_id_fk" FOREIGN KEY ("department_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sort_orders" ADD CONSTRAINT "employee_sort_orders_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_watches" ADD CONSTRAINT "planned_watches_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_watches" ADD CONSTRAINT "planned_watches_watch_template_id_watch_templates_id_fk" FOREIGN KEY ("watch_template_id") REFERENCES "public"."watch_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_watches" ADD CONSTRAINT "planned_watches_plan_user_id_users_id_fk" FOREIGN KEY ("plan_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watch_properties" ADD CONSTRAINT "realised_watch_properties_realised_watch_id_realised_watches_id_fk" FOREIGN KEY ("realised_watch_id") REFERENCES "public"."realised_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watch_properties" ADD CONSTRAINT "realised_watch_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watches" ADD CONSTRAINT "realised_watches_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watches" ADD CONSTRAINT "realised_watches_planned_watch_id_planned_watches_id_fk" FOREIGN KEY ("planned_watch_id") REFERENCES "public"."planned_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watches" ADD CONSTRAINT "realised_watches_watch_template_id_watch_templates_id_fk" FOREIGN KEY ("watch_template_id") REFERENCES "public"."watch_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watches" ADD CONSTRAINT "realised_watches_watch_detail_id_watch_details_id_fk" FOREIGN KEY ("watch_detail_id") REFERENCES "public"."watch_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watches" ADD CONSTRAINT "realised_watches_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_watches" ADD CONSTRAINT "realised_watches_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_balance_corrections" ADD CONSTRAINT "contract_balance_corrections_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_balance_corrections" ADD CONSTRAINT "contract_balance_corrections_pay_account_rule_id_pay_account_rules_id_fk" FOREIGN KEY ("pay_account_rule_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_balance_corrections" ADD CONSTRAINT "contract_balance_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "norm_periods" ADD CONSTRAINT "norm_periods_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "norm_periods" ADD CONSTRAINT "norm_periods_pay_account_rule_id_pay_account_rules_id_fk" FOREIGN KEY ("pay_account_rule_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_activities" ADD CONSTRAINT "pay_account_activities_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_activities" ADD CONSTRAINT "pay_account_activities_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_activities" ADD CONSTRAINT "pay_account_activities_pay_account_rule_id_pay_account_rules_id_fk" FOREIGN KEY ("pay_account_rule_id") REFERENCES "public"."pay_account_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_activities" ADD CONSTRAINT "pay_account_activities_realised_watch_id_realised_watches_id_fk" FOREIGN KEY ("realised_watch_id") REFERENCES "public"."realised_watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_balances" ADD CONSTRAINT "pay_account_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_account_balances" ADD CONSTRAINT "pay_account_balances_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_watches_watch_idx" ON "approval_watches" USING btree ("realised_watch_id");--> statement-breakpoint
CREATE INDEX "approvals_employment_idx" ON "approvals" USING btree ("employment_id");--> statement-breakpoint
CREATE INDEX "audit_trail_employment_idx" ON "audit_trail" USING btree ("employment_id","date");--> statement-breakpoint
CREATE INDEX "audit_trail_entity_idx" ON "audit_trail" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "planned_watches_employment_date_idx" ON "planned_watches" USING btree ("employment_id","start_date");--> statement-breakpoint
CREATE INDEX "planned_watches_template_idx" ON "planned_watches" USING btree ("watch_template_id");--> statement-breakpoint
CREATE INDEX "realised_watch_properties_property_idx" ON "realised_watch_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "realised_watches_employment_date_idx" ON "realised_watches" USING btree ("employment_id","start_date");--> statement-breakpoint
CREATE INDEX "realised_watches_planned_idx" ON "realised_watches" USING btree ("planned_watch_id");--> statement-breakpoint
CREATE INDEX "realised_watches_template_idx" ON "realised_watches" USING btree ("watch_template_id");--> statement-breakpoint
CREATE INDEX "contract_balance_corrections_employment_idx" ON "contract_balance_corrections" USING btree ("employment_id");--> statement-breakpoint
CREATE INDEX "norm_periods_employment_idx" ON "norm_periods" USING btree ("employment_id","start_date");--> statement-breakpoint
CREATE INDEX "pay_account_activities_employment_period_idx" ON "pay_account_activities" USING btree ("employment_id","period");--> statement-breakpoint
CREATE INDEX "pay_account_activities_account_idx" ON "pay_account_activities" USING btree ("pay_account_id");--> statement-breakpoint
CREATE INDEX "pay_account_activities_watch_idx" ON "pay_account_activities" USING btree ("realised_watch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_account_balances_key" ON "pay_account_balances" USING btree ("employee_id","pay_account_id","balance_year");