CREATE TABLE "manning_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manning_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_property_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"position_group_property_id" integer NOT NULL,
	"watch_template_id" integer,
	"minimum" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manning_requirements_line_key" UNIQUE NULLS NOT DISTINCT("department_property_id","valid_from","position_group_property_id","watch_template_id"),
	CONSTRAINT "manning_requirements_minimum_check" CHECK ("manning_requirements"."minimum" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "manning_requirements" ADD CONSTRAINT "manning_requirements_department_property_id_properties_id_fk" FOREIGN KEY ("department_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manning_requirements" ADD CONSTRAINT "manning_requirements_position_group_property_id_properties_id_fk" FOREIGN KEY ("position_group_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manning_requirements" ADD CONSTRAINT "manning_requirements_watch_template_id_watch_templates_id_fk" FOREIGN KEY ("watch_template_id") REFERENCES "public"."watch_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manning_requirements" ADD CONSTRAINT "manning_requirements_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manning_requirements_department_idx" ON "manning_requirements" USING btree ("department_property_id","valid_from");