ALTER TABLE "services" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "edited_by_staff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_merged_into_id_services_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;