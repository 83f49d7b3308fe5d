CREATE TABLE "reference_data_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_data_state_one_row" CHECK ("reference_data_state"."id" = 1)
);
