ALTER TABLE "employees" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "identity_document_type" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "identity_document_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "identity_document_expiry" date;--> statement-breakpoint
ALTER TABLE "watch_templates" ADD COLUMN "on_board" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- hand-written: the codes that existed count as aboard unless one of their watches carries an absence (Ferie, Syg …), so a running ship's crew lists keep everyone on a sea watch or tour.
UPDATE "watch_templates" t SET "on_board" = true
WHERE NOT EXISTS (
  SELECT 1 FROM "watch_details" d
  JOIN "watch_detail_properties" dp ON dp."watch_detail_id" = d."id"
  JOIN "properties" p ON p."id" = dp."property_id"
  JOIN "property_types" pt ON pt."id" = p."property_type_id"
  WHERE pt."key" = 'absence' AND (d."watch_template_id" = t."id" OR d."watch_sub_template_id" IN (SELECT s."id" FROM "watch_sub_templates" s WHERE s."watch_template_id" = t."id")));
