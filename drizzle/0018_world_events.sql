CREATE TABLE "world_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"scope" text NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"severity" integer NOT NULL,
	"start_turn" integer NOT NULL,
	"end_turn" integer NOT NULL,
	"status" text NOT NULL,
	"character_id" text,
	"character_name" text,
	"effects" jsonb NOT NULL,
	"recovery" jsonb,
	"expired_turn" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_events_state_by_scope" CHECK (("world_events"."scope" = 'state') = ("world_events"."state_id" is not null)),
	CONSTRAINT "world_events_window" CHECK ("world_events"."end_turn" >= "world_events"."start_turn"),
	CONSTRAINT "world_events_severity_range" CHECK ("world_events"."severity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "world_events" ADD CONSTRAINT "world_events_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_events" ADD CONSTRAINT "world_events_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_events" ADD CONSTRAINT "world_events_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "world_events_status_idx" ON "world_events" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "world_events_country_idx" ON "world_events" USING btree ("country_id","id" DESC NULLS LAST);