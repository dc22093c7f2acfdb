CREATE TABLE "coalition_offers" (
	"talks_id" text NOT NULL,
	"party_id" text NOT NULL,
	"cabinet_posts" integer NOT NULL,
	"offered_by_character_id" text,
	"offered_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_by_character_id" text,
	"answered_turn" integer,
	CONSTRAINT "coalition_offers_talks_id_party_id_pk" PRIMARY KEY("talks_id","party_id")
);
--> statement-breakpoint
CREATE TABLE "coalition_talks" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"formateur_party_id" text NOT NULL,
	"opened_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"majority_threshold" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"formed_turn" integer
);
--> statement-breakpoint
CREATE TABLE "party_selection_votes" (
	"selection_id" text NOT NULL,
	"voter_character_id" text NOT NULL,
	"candidate_character_id" text NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "party_selection_votes_selection_id_voter_character_id_pk" PRIMARY KEY("selection_id","voter_character_id")
);
--> statement-breakpoint
CREATE TABLE "party_selections" (
	"id" text PRIMARY KEY NOT NULL,
	"party_id" text NOT NULL,
	"election_id" text NOT NULL,
	"opened_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_turn" integer
);
--> statement-breakpoint
ALTER TABLE "coalition_offers" ADD CONSTRAINT "coalition_offers_talks_id_coalition_talks_id_fk" FOREIGN KEY ("talks_id") REFERENCES "public"."coalition_talks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coalition_offers" ADD CONSTRAINT "coalition_offers_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coalition_talks" ADD CONSTRAINT "coalition_talks_formateur_party_id_parties_id_fk" FOREIGN KEY ("formateur_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_selection_votes" ADD CONSTRAINT "party_selection_votes_selection_id_party_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."party_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_selections" ADD CONSTRAINT "party_selections_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coalition_talks_open_key" ON "coalition_talks" USING btree ("country_id") WHERE "coalition_talks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "party_selection_votes_candidate_idx" ON "party_selection_votes" USING btree ("selection_id","candidate_character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "party_selections_election_party_key" ON "party_selections" USING btree ("election_id","party_id");--> statement-breakpoint
CREATE INDEX "party_selections_open_idx" ON "party_selections" USING btree ("status") WHERE "party_selections"."status" = 'open';