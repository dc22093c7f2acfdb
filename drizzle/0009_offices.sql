CREATE TABLE "careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"country_id" text NOT NULL,
	"office_id" text NOT NULL,
	"seat_id" text,
	"type" text NOT NULL,
	"office_title" text NOT NULL,
	"party_id" text,
	"party_name" text,
	"state_id" text,
	"start_turn" integer NOT NULL,
	"end_turn" integer
);
--> statement-breakpoint
CREATE TABLE "chambers" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"chamber_key" text NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "election_candidates" (
	"election_id" text NOT NULL,
	"character_id" text NOT NULL,
	"party_id" text,
	"character_name" text NOT NULL,
	"party_name" text,
	"is_npp" boolean NOT NULL,
	"filed_turn" integer NOT NULL,
	"campaign_spend_cents" bigint DEFAULT 0 NOT NULL,
	"vote_share" double precision DEFAULT 0 NOT NULL,
	"votes" bigint DEFAULT 0 NOT NULL,
	"eliminated_in_primary" boolean DEFAULT false NOT NULL,
	"is_winner" boolean DEFAULT false NOT NULL,
	CONSTRAINT "election_candidates_election_id_character_id_pk" PRIMARY KEY("election_id","character_id"),
	CONSTRAINT "election_candidates_spend_nonnegative" CHECK ("election_candidates"."campaign_spend_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"office_id" text NOT NULL,
	"election_type" text NOT NULL,
	"state_id" text,
	"seat_id" text,
	"stagger_class" integer DEFAULT 0 NOT NULL,
	"cycle" integer NOT NULL,
	"election_year" integer NOT NULL,
	"total_seats" integer NOT NULL,
	"status" text NOT NULL,
	"scheduled_turn" integer NOT NULL,
	"primary_turn" integer,
	"general_turn" integer NOT NULL,
	"end_turn" integer NOT NULL,
	"total_votes" bigint DEFAULT 0 NOT NULL,
	"finalized" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governments" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"regime" text NOT NULL,
	"kind" text NOT NULL,
	"head_character_id" text,
	"head_party_id" text,
	"party_ids" text[] NOT NULL,
	"seats_held" integer NOT NULL,
	"chamber_seats" integer NOT NULL,
	"majority_threshold" integer NOT NULL,
	"formed_turn" integer NOT NULL,
	"ended_turn" integer
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"office_key" text NOT NULL,
	"title" text NOT NULL,
	"scope" text NOT NULL,
	"role" text NOT NULL,
	"filled_by" text NOT NULL,
	"chamber_id" text,
	"cycle_turns" integer,
	"stagger_classes" integer DEFAULT 1 NOT NULL,
	"has_primary" boolean DEFAULT false NOT NULL,
	"voting_system" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" text PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"seat_number" integer NOT NULL,
	"stagger_class" integer DEFAULT 0 NOT NULL,
	"is_voting" boolean DEFAULT true NOT NULL,
	"holder_character_id" text,
	"party_id" text,
	"term_start_turn" integer,
	"term_end_turn" integer
);
--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "is_npp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chambers" ADD CONSTRAINT "chambers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "governments" ADD CONSTRAINT "governments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "governments" ADD CONSTRAINT "governments_head_character_id_characters_id_fk" FOREIGN KEY ("head_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_chamber_id_chambers_id_fk" FOREIGN KEY ("chamber_id") REFERENCES "public"."chambers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_holder_character_id_characters_id_fk" FOREIGN KEY ("holder_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_character_idx" ON "careers" USING btree ("character_id","start_turn");--> statement-breakpoint
CREATE INDEX "careers_open_seat_idx" ON "careers" USING btree ("seat_id") WHERE "careers"."end_turn" is null;--> statement-breakpoint
CREATE INDEX "chambers_country_idx" ON "chambers" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "election_candidates_character_idx" ON "election_candidates" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "elections_country_status_idx" ON "elections" USING btree ("country_id","status","end_turn");--> statement-breakpoint
CREATE INDEX "elections_end_idx" ON "elections" USING btree ("status","end_turn");--> statement-breakpoint
CREATE UNIQUE INDEX "elections_office_state_class_cycle_key" ON "elections" USING btree ("office_id",coalesce("state_id", ''),"stagger_class","cycle");--> statement-breakpoint
CREATE INDEX "governments_country_idx" ON "governments" USING btree ("country_id","formed_turn");--> statement-breakpoint
CREATE INDEX "offices_country_idx" ON "offices" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "seats_office_idx" ON "seats" USING btree ("office_id","state_id");--> statement-breakpoint
CREATE INDEX "seats_country_idx" ON "seats" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "seats_holder_idx" ON "seats" USING btree ("holder_character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_office_state_number_key" ON "seats" USING btree ("office_id","state_id","seat_number");