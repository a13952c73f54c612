CREATE SEQUENCE "public"."grid_row_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "grid_row_versions" (
	"employment_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_grid_row_versions"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- One new version for all the employments of a statement, taken in id order so that two statements never wait on each other crosswise.
  INSERT INTO "grid_row_versions" ("employment_id", "version")
  SELECT DISTINCT id, (SELECT nextval('grid_row_version_seq')) FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT ("employment_id") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
CREATE FUNCTION "grid_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_grid_row_versions"(ARRAY(SELECT "employment_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_grid_row_versions"(ARRAY(SELECT "employment_id" FROM old_rows));
  ELSE
    PERFORM "bump_grid_row_versions"(ARRAY(SELECT "employment_id" FROM new_rows UNION SELECT "employment_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "grid_watch_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row of a realised watch that is gone with its watch: the watch's own trigger gave its employment a new version.
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_grid_row_versions"(ARRAY(SELECT rw."employment_id" FROM new_rows n JOIN "realised_watches" rw ON rw."id" = n."realised_watch_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_grid_row_versions"(ARRAY(SELECT rw."employment_id" FROM old_rows o JOIN "realised_watches" rw ON rw."id" = o."realised_watch_id"));
  ELSE
    PERFORM "bump_grid_row_versions"(ARRAY(
      SELECT rw."employment_id" FROM new_rows n JOIN "realised_watches" rw ON rw."id" = n."realised_watch_id"
      UNION SELECT rw."employment_id" FROM old_rows o JOIN "realised_watches" rw ON rw."id" = o."realised_watch_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "grid_all_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Employment 0 stands for what every row shows (watch codes, properties); emptying a table of watches changes every row too.
  PERFORM "bump_grid_row_versions"(ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "realised_watches_insert_grid_rows" AFTER INSERT ON "realised_watches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watches_update_grid_rows" AFTER UPDATE ON "realised_watches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watches_delete_grid_rows" AFTER DELETE ON "realised_watches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "planned_watches_insert_grid_rows" AFTER INSERT ON "planned_watches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "planned_watches_update_grid_rows" AFTER UPDATE ON "planned_watches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "planned_watches_delete_grid_rows" AFTER DELETE ON "planned_watches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approvals_insert_grid_rows" AFTER INSERT ON "approvals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approvals_update_grid_rows" AFTER UPDATE ON "approvals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approvals_delete_grid_rows" AFTER DELETE ON "approvals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watch_properties_insert_grid_rows" AFTER INSERT ON "realised_watch_properties" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_watch_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watch_properties_update_grid_rows" AFTER UPDATE ON "realised_watch_properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_watch_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watch_properties_delete_grid_rows" AFTER DELETE ON "realised_watch_properties" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_watch_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_watches_insert_grid_rows" AFTER INSERT ON "approval_watches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_watch_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_watches_update_grid_rows" AFTER UPDATE ON "approval_watches" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_watch_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_watches_delete_grid_rows" AFTER DELETE ON "approval_watches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "grid_watch_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "watch_templates_grid_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "watch_templates" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "watch_details_grid_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "watch_details" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "watch_detail_properties_grid_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "watch_detail_properties" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "properties_grid_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_types_grid_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_types" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watches_truncate_grid_rows" AFTER TRUNCATE ON "realised_watches" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "planned_watches_truncate_grid_rows" AFTER TRUNCATE ON "planned_watches" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approvals_truncate_grid_rows" AFTER TRUNCATE ON "approvals" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "realised_watch_properties_truncate_grid_rows" AFTER TRUNCATE ON "realised_watch_properties" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_watches_truncate_grid_rows" AFTER TRUNCATE ON "approval_watches" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
