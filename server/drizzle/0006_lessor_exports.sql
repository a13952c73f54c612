CREATE TABLE "lessor_export_absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessor_export_absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lessor_export_id" integer NOT NULL,
	"closing_id" integer,
	"employee_id" integer,
	"employee_code" text NOT NULL,
	"employee_name" text NOT NULL,
	"department_code" text,
	"absence_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours" numeric(20, 6) NOT NULL,
	"days" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessor_export_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessor_export_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lessor_export_id" integer NOT NULL,
	"closing_id" integer,
	"employee_id" integer,
	"employee_code" text NOT NULL,
	"employee_name" text NOT NULL,
	"department_code" text,
	"account" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"rate" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "lessor_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessor_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"export_package_id" integer NOT NULL,
	"period" date NOT NULL,
	"closing_date" date NOT NULL,
	"pay_date" date,
	"export_time" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text,
	"exported_by" integer,
	"file_layout" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessor_export_absences" ADD CONSTRAINT "lessor_export_absences_lessor_export_id_lessor_exports_id_fk" FOREIGN KEY ("lessor_export_id") REFERENCES "public"."lessor_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_export_absences" ADD CONSTRAINT "lessor_export_absences_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_export_absences" ADD CONSTRAINT "lessor_export_absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_export_lines" ADD CONSTRAINT "lessor_export_lines_lessor_export_id_lessor_exports_id_fk" FOREIGN KEY ("lessor_export_id") REFERENCES "public"."lessor_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_export_lines" ADD CONSTRAINT "lessor_export_lines_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_export_lines" ADD CONSTRAINT "lessor_export_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_exports" ADD CONSTRAINT "lessor_exports_export_package_id_export_packages_id_fk" FOREIGN KEY ("export_package_id") REFERENCES "public"."export_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessor_exports" ADD CONSTRAINT "lessor_exports_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessor_export_absences_export_idx" ON "lessor_export_absences" USING btree ("lessor_export_id");--> statement-breakpoint
CREATE INDEX "lessor_export_lines_export_idx" ON "lessor_export_lines" USING btree ("lessor_export_id");--> statement-breakpoint
CREATE INDEX "lessor_exports_package_idx" ON "lessor_exports" USING btree ("export_package_id","id");