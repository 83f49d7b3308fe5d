ALTER TABLE "blog_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_path" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "edited_by_staff_at" timestamp with time zone;