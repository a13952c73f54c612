CREATE TABLE "crew_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crew_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ship_property_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crew_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crew_list_id" integer NOT NULL,
	"employee_id" integer,
	"name" text,
	"position_property_id" integer,
	"budget_property_id" integer,
	"realised_watch_id" integer,
	"change_add_remove" text,
	"change_time" timestamp with time zone,
	"change_valid_until" date
);
--> statement-breakpoint
CREATE TABLE "absence_wishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absence_wishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"comment" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'outstanding' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "mileage_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mileage_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"km_start" numeric,
	"km_end" numeric,
	"km_total" numeric NOT NULL,
	"origin_type" integer NOT NULL,
	"origin_address_id" integer,
	"origin_text" text,
	"destination_type" integer NOT NULL,
	"destination_address_id" integer,
	"destination_text" text
);
--> statement-breakpoint
CREATE TABLE "mileage_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileage_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"valid_from" date NOT NULL,
	"high_rate" numeric NOT NULL,
	"low_rate" numeric NOT NULL,
	"threshold_km" integer NOT NULL,
	CONSTRAINT "mileage_rates_valid_from_unique" UNIQUE("valid_from")
);
--> statement-breakpoint
CREATE TABLE "mileages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mileages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"employee_car_id" integer,
	"purpose" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"exported" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realised_time_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realised_time_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employment_id" integer NOT NULL,
	"realised_watch_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"comment" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_exchange_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_exchange_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exchange_id" integer NOT NULL,
	"employment_id" integer NOT NULL,
	"bid_date" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "watch_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"planned_watch_id" integer NOT NULL,
	"expiration" timestamp with time zone NOT NULL,
	"note_public" text,
	"note_planner" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"accepted_bid_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_lists" ADD CONSTRAINT "crew_lists_ship_property_id_properties_id_fk" FOREIGN KEY ("ship_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_lists" ADD CONSTRAINT "crew_lists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_list_id_crew_lists_id_fk" FOREIGN KEY ("crew_list_id") REFERENCES "public"."crew_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_position_property_id_properties_id_fk" FOREIGN KEY ("position_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_budget_property_id_properties_id_fk" FOREIGN KEY ("budget_property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_realised_watch_id_realised_watches_id_fk" FOREIGN KEY ("realised_watch_id") REFERENCES "public"."realised_watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_wishes" ADD CONSTRAINT "absence_wishes_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_wishes" ADD CONSTRAINT "absence_wishes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_wishes" ADD CONSTRAINT "absence_wishes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_details" ADD CONSTRAINT "mileage_details_mileage_id_mileages_id_fk" FOREIGN KEY ("mileage_id") REFERENCES "public"."mileages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_details" ADD CONSTRAINT "mileage_details_origin_address_id_employee_addresses_id_fk" FOREIGN KEY ("origin_address_id") REFERENCES "public"."employee_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_details" ADD CONSTRAINT "mileage_details_destination_address_id_employee_addresses_id_fk" FOREIGN KEY ("destination_address_id") REFERENCES "public"."employee_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileages" ADD CONSTRAINT "mileages_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileages" ADD CONSTRAINT "mileages_employee_car_id_employee_cars_id_fk" FOREIGN KEY ("employee_car_id") REFERENCES "public"."employee_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD CONSTRAINT "realised_time_registrations_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realised_time_registrations" ADD CONSTRAINT "realised_time_registrations_realised_watch_id_realised_watches_id_fk" FOREIGN KEY ("realised_watch_id") REFERENCES "public"."realised_watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_exchange_bids" ADD CONSTRAINT "watch_exchange_bids_exchange_id_watch_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."watch_exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_exchange_bids" ADD CONSTRAINT "watch_exchange_bids_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_exchanges" ADD CONSTRAINT "watch_exchanges_planned_watch_id_planned_watches_id_fk" FOREIGN KEY ("planned_watch_id") REFERENCES "public"."planned_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_lists_ship_date_idx" ON "crew_lists" USING btree ("ship_property_id","date");--> statement-breakpoint
CREATE INDEX "crew_members_list_idx" ON "crew_members" USING btree ("crew_list_id");--> statement-breakpoint
CREATE INDEX "crew_members_employee_idx" ON "crew_members" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "absence_wishes_employment_idx" ON "absence_wishes" USING btree ("employment_id","start_date");--> statement-breakpoint
CREATE INDEX "mileage_details_mileage_idx" ON "mileage_details" USING btree ("mileage_id");--> statement-breakpoint
CREATE INDEX "mileage_details_date_idx" ON "mileage_details" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "mileages_employment_idx" ON "mileages" USING btree ("employment_id");--> statement-breakpoint
CREATE INDEX "realised_time_registrations_employment_idx" ON "realised_time_registrations" USING btree ("employment_id","start_at");--> statement-breakpoint
CREATE INDEX "watch_exchange_bids_exchange_idx" ON "watch_exchange_bids" USING btree ("exchange_id");--> statement-breakpoint
CREATE INDEX "watch_exchanges_planned_idx" ON "watch_exchanges" USING btree ("planned_watch_id");