ALTER TABLE "properties" ADD COLUMN "is_catering" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "hours_per_day" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "is_dis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employments" ADD COLUMN "weekly_hours" numeric(5, 2);
--> statement-breakpoint
-- hand-written: carry the facts Kaj used to imply over into the new columns (docs/decisions.md, gren facts).
-- Hours per day were 7,4 everywhere (37 hours over five days): the agreements at the top of the tree get them, the others inherit.
UPDATE "agreements" SET "hours_per_day" = 7.40 WHERE "parent_id" IS NULL AND "hours_per_day" IS NULL;--> statement-breakpoint
-- DIS was an agreement whose code is DIS or ends in -DIS (the agreements below it inherit the flag).
UPDATE "agreements" SET "is_dis" = true WHERE upper("code") = 'DIS' OR upper("code") LIKE '%-DIS';--> statement-breakpoint
-- Catering was a department whose name says Cafeteria, Catering, Restaura(nt/tion) or Kantine, or whose code ends in CAFE.
UPDATE "properties" p SET "is_catering" = true FROM "property_types" t
WHERE t."id" = p."property_type_id" AND t."key" = 'department'
  AND (p."name" ~* '(cafeteria|catering|restaura|kantine)' OR coalesce(p."code", '') ~* 'cafe$');
-- Every existing employment stays full time: weekly_hours is null.
