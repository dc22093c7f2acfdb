CREATE TABLE "party_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"party_id" text NOT NULL,
	"character_id" text NOT NULL,
	"granted_by_character_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"turn" integer NOT NULL,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_leadership_candidates" (
	"race_id" text NOT NULL,
	"character_id" text NOT NULL,
	"turn" integer NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "party_leadership_candidates_race_id_character_id_pk" PRIMARY KEY("race_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "party_leadership_races" (
	"id" text PRIMARY KEY NOT NULL,
	"party_id" text NOT NULL,
	"opened_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_character_id" text,
	"decided_turn" integer
);
--> statement-breakpoint
CREATE TABLE "party_leadership_votes" (
	"race_id" text NOT NULL,
	"voter_character_id" text NOT NULL,
	"candidate_character_id" text NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "party_leadership_votes_race_id_voter_character_id_pk" PRIMARY KEY("race_id","voter_character_id")
);
--> statement-breakpoint
CREATE TABLE "party_standings" (
	"party_id" text NOT NULL,
	"character_id" text NOT NULL,
	"standing" integer NOT NULL,
	"updated_turn" integer NOT NULL,
	CONSTRAINT "party_standings_party_id_character_id_pk" PRIMARY KEY("party_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "party_whip_breaks" (
	"party_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"round" integer NOT NULL,
	"character_id" text NOT NULL,
	"turn" integer NOT NULL,
	"standing_lost" integer NOT NULL,
	CONSTRAINT "party_whip_breaks_party_id_bill_id_round_character_id_pk" PRIMARY KEY("party_id","bill_id","round","character_id")
);
--> statement-breakpoint
CREATE TABLE "party_whips" (
	"party_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"position" text NOT NULL,
	"set_by_character_id" text NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "party_whips_party_id_bill_id_pk" PRIMARY KEY("party_id","bill_id")
);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "leader_since_turn" integer;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "next_leadership_turn" integer;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "founded_by_character_id" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "founded_turn" integer;--> statement-breakpoint
ALTER TABLE "party_grants" ADD CONSTRAINT "party_grants_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_leadership_candidates" ADD CONSTRAINT "party_leadership_candidates_race_id_party_leadership_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."party_leadership_races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_leadership_races" ADD CONSTRAINT "party_leadership_races_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_leadership_votes" ADD CONSTRAINT "party_leadership_votes_race_id_party_leadership_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."party_leadership_races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_standings" ADD CONSTRAINT "party_standings_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_whips" ADD CONSTRAINT "party_whips_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "party_grants_party_idx" ON "party_grants" USING btree ("party_id","turn");--> statement-breakpoint
CREATE UNIQUE INDEX "party_leadership_races_open_key" ON "party_leadership_races" USING btree ("party_id") WHERE "party_leadership_races"."status" = 'open';--> statement-breakpoint
CREATE INDEX "party_leadership_races_party_idx" ON "party_leadership_races" USING btree ("party_id","opened_turn");--> statement-breakpoint
CREATE INDEX "party_whips_bill_idx" ON "party_whips" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_country_lower_name_key" ON "parties" USING btree ("country_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "parties_country_abbreviation_key" ON "parties" USING btree ("country_id",upper("abbreviation"));