CREATE TABLE "job_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"supplier_abn" text,
	"gst_registered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "job_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_payment_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"release_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"requested_by" text NOT NULL,
	"staff_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" text,
	"refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "job_payment_operations_cents" CHECK ("job_payment_operations"."release_cents" >= 0 and "job_payment_operations"."refund_cents" >= 0 and "job_payment_operations"."fee_cents" >= 0 and "job_payment_operations"."fee_cents" <= "job_payment_operations"."release_cents" and "job_payment_operations"."release_cents" + "job_payment_operations"."refund_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"amount_cents" integer NOT NULL,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"payment_intent_id" text,
	"charge_id" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"work_done_at" timestamp with time zone,
	"release_due_at" timestamp with time zone,
	"release_notice_sent_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"dispute_opened_by" text,
	"dispute_reason" text,
	"dispute_opened_at" timestamp with time zone,
	"dispute_resolved_at" timestamp with time zone,
	"dispute_resolved_by" uuid,
	"dispute_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_payments_cents_add_up" CHECK ("job_payments"."amount_cents" > 0 and "job_payments"."released_cents" >= 0 and "job_payments"."refunded_cents" >= 0 and "job_payments"."fee_cents" >= 0 and "job_payments"."fee_cents" <= "job_payments"."released_cents" and "job_payments"."released_cents" + "job_payments"."refunded_cents" <= "job_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"transfers_active" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "job_invoices" ADD CONSTRAINT "job_invoices_payment_id_job_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."job_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invoices" ADD CONSTRAINT "job_invoices_operation_id_job_payment_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."job_payment_operations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payment_operations" ADD CONSTRAINT "job_payment_operations_payment_id_job_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."job_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_invoices_operation_kind_key" ON "job_invoices" USING btree ("operation_id","kind");--> statement-breakpoint
CREATE INDEX "job_payment_operations_pending_idx" ON "job_payment_operations" USING btree ("created_at") WHERE "job_payment_operations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "job_payment_operations_one_pending_key" ON "job_payment_operations" USING btree ("payment_id") WHERE "job_payment_operations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_payments_quote_idx" ON "job_payments" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "job_payments_release_due_idx" ON "job_payments" USING btree ("release_due_at") WHERE "job_payments"."status" = 'held' and "job_payments"."release_due_at" is not null;--> statement-breakpoint
CREATE INDEX "job_payments_disputes_idx" ON "job_payments" USING btree ("dispute_opened_at") WHERE "job_payments"."dispute_opened_at" is not null;