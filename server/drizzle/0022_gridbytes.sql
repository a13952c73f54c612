CREATE SEQUENCE "public"."pay_figure_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "pay_figure_versions" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

--> statement-breakpoint
-- hand-written: the versions of the grid's pay figures (server/src/areas/pay-engine/figure-cache.ts), bumped in the writer's transaction.
CREATE FUNCTION "bump_pay_figure_versions"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- One new version for all the employees of a statement, taken in id order so that two statements never wait on each other crosswise.
  INSERT INTO "pay_figure_versions" ("employee_id", "version")
  SELECT DISTINCT id, (SELECT nextval('pay_figure_version_seq')) FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT ("employee_id") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
CREATE FUNCTION "pay_figures_of_employees_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_pay_figure_versions"(ARRAY(SELECT "employee_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_pay_figure_versions"(ARRAY(SELECT "employee_id" FROM old_rows));
  ELSE
    PERFORM "bump_pay_figure_versions"(ARRAY(SELECT "employee_id" FROM new_rows UNION SELECT "employee_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pay_figures_of_employments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row that is gone with its employment: the employment's own trigger gave its employee a new version.
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_pay_figure_versions"(ARRAY(SELECT e."employee_id" FROM (SELECT DISTINCT "employment_id" FROM new_rows) n JOIN "employments" e ON e."id" = n."employment_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_pay_figure_versions"(ARRAY(SELECT e."employee_id" FROM (SELECT DISTINCT "employment_id" FROM old_rows) o JOIN "employments" e ON e."id" = o."employment_id"));
  ELSE
    PERFORM "bump_pay_figure_versions"(ARRAY(
      SELECT e."employee_id" FROM (SELECT "employment_id" FROM new_rows UNION SELECT "employment_id" FROM old_rows) c JOIN "employments" e ON e."id" = c."employment_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pay_figures_configuration_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Employee 0 stands for what every employee's figures are computed with; emptying a table of inputs changes every figure too.
  PERFORM "bump_pay_figure_versions"(ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employments_insert_pay_figures" AFTER INSERT ON "employments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employees_changed"();
--> statement-breakpoint
CREATE TRIGGER "employments_update_pay_figures" AFTER UPDATE ON "employments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employees_changed"();
--> statement-breakpoint
CREATE TRIGGER "employments_delete_pay_figures" AFTER DELETE ON "employments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employees_changed"();
--> statement-breakpoint
CREATE TRIGGER "employments_truncate_pay_figures" AFTER TRUNCATE ON "employments" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_balances_insert_pay_figures" AFTER INSERT ON "pay_account_balances" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employees_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_balances_update_pay_figures" AFTER UPDATE ON "pay_account_balances" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employees_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_balances_delete_pay_figures" AFTER DELETE ON "pay_account_balances" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employees_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_balances_truncate_pay_figures" AFTER TRUNCATE ON "pay_account_balances" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_activities_insert_pay_figures" AFTER INSERT ON "pay_account_activities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_activities_update_pay_figures" AFTER UPDATE ON "pay_account_activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_activities_delete_pay_figures" AFTER DELETE ON "pay_account_activities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_activities_truncate_pay_figures" AFTER TRUNCATE ON "pay_account_activities" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "norm_periods_insert_pay_figures" AFTER INSERT ON "norm_periods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "norm_periods_update_pay_figures" AFTER UPDATE ON "norm_periods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "norm_periods_delete_pay_figures" AFTER DELETE ON "norm_periods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "norm_periods_truncate_pay_figures" AFTER TRUNCATE ON "norm_periods" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_balance_corrections_insert_pay_figures" AFTER INSERT ON "contract_balance_corrections" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_balance_corrections_update_pay_figures" AFTER UPDATE ON "contract_balance_corrections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_balance_corrections_delete_pay_figures" AFTER DELETE ON "contract_balance_corrections" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_balance_corrections_truncate_pay_figures" AFTER TRUNCATE ON "contract_balance_corrections" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "employment_properties_insert_pay_figures" AFTER INSERT ON "employment_properties" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "employment_properties_update_pay_figures" AFTER UPDATE ON "employment_properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "employment_properties_delete_pay_figures" AFTER DELETE ON "employment_properties" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_of_employments_changed"();
--> statement-breakpoint
CREATE TRIGGER "employment_properties_truncate_pay_figures" AFTER TRUNCATE ON "employment_properties" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_accounts_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pay_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_rules_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pay_account_rules" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "pay_account_rule_pre_factors_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pay_account_rule_pre_factors" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "agreements_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreements" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "agreement_pay_account_rules_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreement_pay_account_rules" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
-- The norms' time loss counts the watches with a property of type absence.
CREATE TRIGGER "properties_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_types_pay_figures_configuration" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_types" FOR EACH STATEMENT EXECUTE FUNCTION "pay_figures_configuration_changed"();
--> statement-breakpoint
-- The corrections show their author's name: only a change of a name counts, not a sign-in.
CREATE TRIGGER "users_names_pay_figures" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW WHEN (old."first_name" IS DISTINCT FROM new."first_name" OR old."last_name" IS DISTINCT FROM new."last_name") EXECUTE FUNCTION "pay_figures_configuration_changed"();
