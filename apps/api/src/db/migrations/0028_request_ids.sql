ALTER TABLE "job_alert_fanouts" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "pending_alert_mails" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "request_id" text;