CREATE TABLE "client_records" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"contacted_jobs" integer DEFAULT 0 NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"finished_jobs" integer DEFAULT 0 NOT NULL,
	"hired_jobs" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"counted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "outcome_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_records" ADD CONSTRAINT "client_records_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_records_due_idx" ON "client_records" USING btree ("due_at") WHERE "client_records"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_outcome_question_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."status" = 'open' and "jobs"."outcome_asked_at" is null and "jobs"."contact_count" > 0;--> statement-breakpoint
CREATE INDEX "jobs_open_idle_idx" ON "jobs" USING btree ("updated_at","id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
-- hand-written: job cards read client_records, so its changes drop the cached feed pages like
-- those of jobs and users (decision 008, migration 0006).
CREATE TRIGGER client_records_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_records
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
--> statement-breakpoint
-- hand-written: every client with a job gets a record, counted by the next background pass.
INSERT INTO client_records (client_id, due_at)
  SELECT DISTINCT client_id, now() FROM jobs
  ON CONFLICT (client_id) DO NOTHING;
