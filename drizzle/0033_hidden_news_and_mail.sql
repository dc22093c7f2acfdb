ALTER TABLE "mail_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "hidden_at" timestamp with time zone;