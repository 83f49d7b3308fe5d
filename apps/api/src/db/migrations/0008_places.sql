ALTER TABLE "jobs" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_km" integer;--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("latitude","longitude") WHERE "jobs"."status" = 'open' and "jobs"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "users_location_idx" ON "users" USING btree ("latitude","longitude") WHERE "users"."email_verified_at" is not null and "users"."latitude" is not null;