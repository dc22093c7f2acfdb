CREATE TABLE "history_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"turn" integer NOT NULL,
	"event_type" text NOT NULL,
	"title" text NOT NULL,
	"office_type" text,
	"character_id" text,
	"character_name" text,
	"party_name" text,
	"bill_scope" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iteration_starting_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_character_id" text,
	"author_name" text NOT NULL,
	"is_system" boolean NOT NULL,
	"category" text NOT NULL,
	"country_id" text,
	"turn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_events_country_turn_idx" ON "history_events" USING btree ("country_id","turn" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_events_country_type_idx" ON "history_events" USING btree ("country_id","event_type","turn" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_posts_created_idx" ON "news_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_posts_category_idx" ON "news_posts" USING btree ("category","created_at" DESC NULLS LAST);