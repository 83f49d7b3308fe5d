CREATE TABLE "quote_variations" (
	"quote_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"labour_cents" integer NOT NULL,
	"materials_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_registered" boolean NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "quote_variations_quote_id_number_pk" PRIMARY KEY("quote_id","number"),
	CONSTRAINT "quote_variations_number_positive" CHECK ("quote_variations"."number" >= 1),
	CONSTRAINT "quote_variations_answer_dated" CHECK (("quote_variations"."status" = 'approved') = ("quote_variations"."approved_at" is not null) and ("quote_variations"."status" = 'declined') = ("quote_variations"."declined_at" is not null and "quote_variations"."decline_reason" is not null) and ("quote_variations"."status" = 'withdrawn') = ("quote_variations"."withdrawn_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "quote_variations" ADD CONSTRAINT "quote_variations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: an answered or withdrawn variation is part of what the two people agreed (or
-- refused) and is never changed (decision 062): only a proposed one moves on, to its answer, and
-- its lines and figures stay as proposed. Deleting stays possible, for the cascade from a quote.
CREATE FUNCTION refuse_settled_variation_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'proposed' THEN
    RAISE EXCEPTION 'quote_variations rows are never changed once answered or withdrawn';
  END IF;
  IF NEW.quote_id <> OLD.quote_id OR NEW.number <> OLD.number OR NEW.reason <> OLD.reason
    OR NEW.lines <> OLD.lines OR NEW.total_cents <> OLD.total_cents
    OR NEW.subtotal_cents <> OLD.subtotal_cents OR NEW.gst_cents <> OLD.gst_cents
    OR NEW.labour_cents <> OLD.labour_cents OR NEW.materials_cents <> OLD.materials_cents
    OR NEW.gst_registered <> OLD.gst_registered OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'a variation is answered or withdrawn, never rewritten';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quote_variations_settled_fixed BEFORE UPDATE ON quote_variations
  FOR EACH ROW EXECUTE FUNCTION refuse_settled_variation_update();
