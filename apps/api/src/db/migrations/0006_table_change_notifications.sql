-- Every committed change to a table the API keeps read caches of is announced on the channel
-- `table_changes` with the table's name, to every server instance listening on the database.
-- PostgreSQL delivers a notification only when its transaction commits, and one per distinct
-- payload per transaction, so a statement-level trigger costs one short message per write.
CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
CREATE TRIGGER services_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
CREATE TRIGGER user_services_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_services
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
