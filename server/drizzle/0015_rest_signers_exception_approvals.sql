ALTER TABLE "agreements" ADD COLUMN "stcw_exception" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rest_cards" ADD COLUMN "authorized_signer_name" text;--> statement-breakpoint
ALTER TABLE "rest_cards" ADD COLUMN "authorized_signer_rank" text;--> statement-breakpoint
ALTER TABLE "rest_days" ADD COLUMN "approval_level_id" integer;--> statement-breakpoint
ALTER TABLE "rest_days" ADD CONSTRAINT "rest_days_approval_level_id_approval_levels_id_fk" FOREIGN KEY ("approval_level_id") REFERENCES "public"."approval_levels"("id") ON DELETE no action ON UPDATE no action;