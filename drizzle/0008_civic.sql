CREATE TABLE "character_demographics" (
	"character_id" text PRIMARY KEY NOT NULL,
	"age_bracket" text NOT NULL,
	"occupation" text NOT NULL,
	"hometown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referendums" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"kind" text NOT NULL,
	"target_country_id" text NOT NULL,
	"title" text NOT NULL,
	"legislation_type_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"status" text NOT NULL,
	"proposed_turn" integer NOT NULL,
	"voting_opens_turn" integer NOT NULL,
	"resolves_turn" integer NOT NULL,
	"baseline_yes" real NOT NULL,
	"current_yes" real NOT NULL,
	"poll_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"party_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_yes" real,
	"result_no" real,
	"turnout" real,
	"passed" boolean,
	"resolved_turn" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_demographics" ADD CONSTRAINT "character_demographics_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendums" ADD CONSTRAINT "referendums_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendums" ADD CONSTRAINT "referendums_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referendums_country_status_idx" ON "referendums" USING btree ("country_id","status");--> statement-breakpoint
CREATE INDEX "referendums_status_idx" ON "referendums" USING btree ("status","id" DESC NULLS LAST);