ALTER TABLE "pay_account_activities" DROP CONSTRAINT "pay_account_activities_employment_id_employments_id_fk";
--> statement-breakpoint
CREATE FUNCTION "delete_pay_account_activities_of_employments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "pay_account_activities" a USING gone WHERE a."employment_id" = gone."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employments_delete_pay_account_activities" AFTER DELETE ON "employments" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "delete_pay_account_activities_of_employments"();
