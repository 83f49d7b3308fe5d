CREATE TABLE "service_question_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_question_sets_version_uq" UNIQUE("service_id","version")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "question_set_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "service_question_sets" ADD CONSTRAINT "service_question_sets_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_question_set_id_service_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."service_question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_answers_idx" ON "jobs" USING gin ("answers" jsonb_path_ops);