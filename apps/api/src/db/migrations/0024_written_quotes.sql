CREATE TABLE "quote_versions" (
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"labour_cents" integer NOT NULL,
	"materials_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_kind" text NOT NULL,
	"deposit_value" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"gst_registered" boolean NOT NULL,
	"abn" text,
	"valid_until" date NOT NULL,
	"earliest_start" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_quote_id_version_pk" PRIMARY KEY("quote_id","version"),
	CONSTRAINT "quote_versions_version_positive" CHECK ("quote_versions"."version" >= 1),
	CONSTRAINT "quote_versions_cents_not_negative" CHECK ("quote_versions"."labour_cents" >= 0 and "quote_versions"."materials_cents" >= 0 and "quote_versions"."subtotal_cents" >= 0 and "quote_versions"."gst_cents" >= 0 and "quote_versions"."total_cents" >= 0 and "quote_versions"."deposit_cents" >= 0 and "quote_versions"."deposit_value" >= 0),
	CONSTRAINT "quote_versions_deposit_within_total" CHECK ("quote_versions"."deposit_cents" <= "quote_versions"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"conversation_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"decline_reason" text,
	"declined_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_current_version_positive" CHECK ("quotes"."current_version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_job_professional_key" ON "quotes" USING btree ("job_id","professional_id");--> statement-breakpoint
CREATE INDEX "quotes_professional_idx" ON "quotes" USING btree ("professional_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- hand-written: a quote's versions are what the professional sent and the client may have agreed
-- to (decision 062), so a version is never changed once written: a revision adds a row. Deleting
-- stays possible, for the cascade from a job or an account.
CREATE FUNCTION refuse_quote_version_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'quote_versions rows are never changed: add a version instead';
END
$$;
--> statement-breakpoint
CREATE TRIGGER quote_versions_insert_only BEFORE UPDATE ON quote_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_quote_version_update();
