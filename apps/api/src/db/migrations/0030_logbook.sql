CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apprentice_id" uuid NOT NULL,
	"supervision_id" uuid NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"job_id" uuid,
	"tasks" text NOT NULL,
	"unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"level" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"verified_at" timestamp with time zone,
	"return_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logbook_entry_revisions" (
	"entry_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"comment" text,
	CONSTRAINT "logbook_entry_revisions_entry_id_revision_pk" PRIMARY KEY("entry_id","revision")
);
--> statement-breakpoint
CREATE TABLE "logbook_settings" (
	"apprentice_id" uuid PRIMARY KEY NOT NULL,
	"target_hours" integer,
	"show_verified_hours" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logbook_supervisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apprentice_id" uuid NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by_id" uuid,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logbook_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"edited_by_staff_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_units_code_uq" UNIQUE("service_id","code")
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_apprentice_id_users_id_fk" FOREIGN KEY ("apprentice_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_supervision_id_logbook_supervisions_id_fk" FOREIGN KEY ("supervision_id") REFERENCES "public"."logbook_supervisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entry_revisions" ADD CONSTRAINT "logbook_entry_revisions_entry_id_logbook_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_settings" ADD CONSTRAINT "logbook_settings_apprentice_id_users_id_fk" FOREIGN KEY ("apprentice_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_supervisions" ADD CONSTRAINT "logbook_supervisions_apprentice_id_users_id_fk" FOREIGN KEY ("apprentice_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_supervisions" ADD CONSTRAINT "logbook_supervisions_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_units" ADD CONSTRAINT "logbook_units_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_entries_apprentice_idx" ON "logbook_entries" USING btree ("apprentice_id","work_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logbook_entries_supervisor_idx" ON "logbook_entries" USING btree ("supervisor_id","status","work_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_supervisions_open_uq" ON "logbook_supervisions" USING btree ("apprentice_id","supervisor_id") WHERE "logbook_supervisions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "logbook_supervisions_supervisor_idx" ON "logbook_supervisions" USING btree ("supervisor_id","status");--> statement-breakpoint
CREATE INDEX "logbook_supervisions_apprentice_idx" ON "logbook_supervisions" USING btree ("apprentice_id","status");--> statement-breakpoint
-- A revision the supervisor decided on is the record they signed: it is never changed again.
CREATE FUNCTION refuse_decided_logbook_revision_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.outcome IS NOT NULL THEN
    RAISE EXCEPTION 'a decided logbook revision is never changed: add a revision instead';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER logbook_entry_revisions_decided_frozen BEFORE UPDATE ON logbook_entry_revisions
  FOR EACH ROW EXECUTE FUNCTION refuse_decided_logbook_revision_update();
