CREATE TABLE "watch_sub_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_sub_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"watch_template_id" integer NOT NULL,
	"day_offset" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_time_tables" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"time_table_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_table_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_table_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"time_table_line_id" integer NOT NULL,
	"day" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_table_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_table_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"time_table_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_details" ADD COLUMN "watch_sub_template_id" integer;--> statement-breakpoint
ALTER TABLE "watch_sub_templates" ADD CONSTRAINT "watch_sub_templates_watch_template_id_watch_templates_id_fk" FOREIGN KEY ("watch_template_id") REFERENCES "public"."watch_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_time_tables" ADD CONSTRAINT "department_time_tables_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_time_tables" ADD CONSTRAINT "department_time_tables_time_table_id_time_tables_id_fk" FOREIGN KEY ("time_table_id") REFERENCES "public"."time_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_table_entries" ADD CONSTRAINT "time_table_entries_time_table_line_id_time_table_lines_id_fk" FOREIGN KEY ("time_table_line_id") REFERENCES "public"."time_table_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_table_lines" ADD CONSTRAINT "time_table_lines_time_table_id_time_tables_id_fk" FOREIGN KEY ("time_table_id") REFERENCES "public"."time_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_sub_templates_offset_key" ON "watch_sub_templates" USING btree ("watch_template_id","day_offset");--> statement-breakpoint
CREATE INDEX "department_time_tables_table_idx" ON "department_time_tables" USING btree ("time_table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_table_entries_day_key" ON "time_table_entries" USING btree ("time_table_line_id","day");--> statement-breakpoint
CREATE INDEX "time_table_lines_table_idx" ON "time_table_lines" USING btree ("time_table_id","year","month");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_master_id_employees_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_master_id_employments_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."employments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_details" ADD CONSTRAINT "watch_details_watch_sub_template_id_watch_sub_templates_id_fk" FOREIGN KEY ("watch_sub_template_id") REFERENCES "public"."watch_sub_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_templates" ADD CONSTRAINT "watch_templates_replacement_watch_template_id_watch_templates_id_fk" FOREIGN KEY ("replacement_watch_template_id") REFERENCES "public"."watch_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_type_code_key" ON "properties" USING btree ("property_type_id",lower("code")) WHERE "properties"."code" is not null;--> statement-breakpoint
CREATE INDEX "user_properties_property_idx" ON "user_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "employees_master_idx" ON "employees" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "employees_export_package_idx" ON "employees" USING btree ("export_package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_key" ON "employees" USING btree ("code") WHERE "employees"."master_id" is null;--> statement-breakpoint
CREATE INDEX "employments_master_idx" ON "employments" USING btree ("master_id");--> statement-breakpoint
CREATE UNIQUE INDEX "export_packages_name_key" ON "export_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "watch_detail_properties_detail_idx" ON "watch_detail_properties" USING btree ("watch_detail_id");--> statement-breakpoint
CREATE INDEX "watch_detail_properties_property_idx" ON "watch_detail_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "watch_details_template_idx" ON "watch_details" USING btree ("watch_template_id");--> statement-breakpoint
CREATE INDEX "watch_templates_plan_user_idx" ON "watch_templates" USING btree ("plan_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_templates_active_code_key" ON "watch_templates" USING btree (lower("code")) WHERE "watch_templates"."active";--> statement-breakpoint
ALTER TABLE "watch_details" DROP COLUMN "day_offset";