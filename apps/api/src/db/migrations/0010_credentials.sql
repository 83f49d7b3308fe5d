CREATE TABLE "business_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"abn" text NOT NULL,
	"business_name" text,
	"abn_check" text NOT NULL,
	"register_entity_name" text,
	"register_status" text,
	"gst_registered_from" date,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_details_abn_digits" CHECK ("business_details"."abn" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"trade" text NOT NULL,
	"number" text NOT NULL,
	"licence_class" text DEFAULT '' NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_user_idx" ON "licences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_user_licence_key" ON "licences" USING btree ("user_id","state","trade","number");--> statement-breakpoint
-- hand-written: directory pages carry licences, so their read cache hears of every committed
-- change to them (the announcing function comes from migration 0006).
CREATE TRIGGER licences_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON licences
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change();
