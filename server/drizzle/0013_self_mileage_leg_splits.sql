CREATE TABLE "mileage_leg_splits" (
	"closing_id" integer NOT NULL,
	"mileage_detail_id" integer NOT NULL,
	"high_km" numeric NOT NULL,
	"low_km" numeric NOT NULL,
	"high_rate" numeric NOT NULL,
	"low_rate" numeric NOT NULL,
	CONSTRAINT "mileage_leg_splits_closing_id_mileage_detail_id_pk" PRIMARY KEY("closing_id","mileage_detail_id")
);
--> statement-breakpoint
ALTER TABLE "mileage_leg_splits" ADD CONSTRAINT "mileage_leg_splits_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_leg_splits" ADD CONSTRAINT "mileage_leg_splits_mileage_detail_id_mileage_details_id_fk" FOREIGN KEY ("mileage_detail_id") REFERENCES "public"."mileage_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_leg_splits_detail_idx" ON "mileage_leg_splits" USING btree ("mileage_detail_id");