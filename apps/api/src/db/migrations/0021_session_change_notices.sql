-- Every instance keeps the sessions it has looked up in memory (decision 043), so every committed
-- change that can end a session or change what it grants is announced like the cached tables'
-- (migration 0006): a session revoked or deleted, and a subscription started, changed or ended.
-- A new session needs no notice: nobody can have kept it before it existed. Accounts (`users`)
-- are announced already.
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
