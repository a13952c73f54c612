-- Custom SQL migration file, put your code below! --
--> statement-breakpoint
-- hand-written: every instance keeps the users of tokens for a moment (auth/session-cache.ts); a change of what a token's check reads tells them all to forget.
CREATE FUNCTION "session_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kaj_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed_notice" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changed_notice" AFTER UPDATE OF "email", "first_name", "last_name", "is_active", "employee_id" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_changed_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_changed_notice" AFTER UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_changed"();
--> statement-breakpoint
-- hand-written: the watch changes keep the codes by the catalogue version (employment 0 in grid_row_versions, migration 0010), which a change of a code's sub-templates gives too.
CREATE TRIGGER "watch_sub_templates_grid_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "watch_sub_templates" FOR EACH STATEMENT EXECUTE FUNCTION "grid_all_rows_changed"();
