CREATE TABLE "confidence_vote_ballots" (
	"vote_id" text NOT NULL,
	"character_id" text NOT NULL,
	"vote" text NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "confidence_vote_ballots_vote_id_character_id_pk" PRIMARY KEY("vote_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "confidence_votes" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"government_id" integer NOT NULL,
	"chamber_id" text NOT NULL,
	"reason" text NOT NULL,
	"called_by_character_id" text,
	"successor_character_id" text,
	"status" text NOT NULL,
	"opened_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"yes_votes" integer DEFAULT 0 NOT NULL,
	"no_votes" integer DEFAULT 0 NOT NULL,
	"abstain_votes" integer DEFAULT 0 NOT NULL,
	"votes_needed" integer,
	"outcome" text,
	"resolved_turn" integer
);
--> statement-breakpoint
CREATE TABLE "seat_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_id" text NOT NULL,
	"country_id" text NOT NULL,
	"office_id" text NOT NULL,
	"previous_holder_id" text,
	"party_id" text,
	"reason" text NOT NULL,
	"vacated_turn" integer NOT NULL,
	"fill_rule" text,
	"election_id" text,
	"filled_by_character_id" text,
	"filled_turn" integer
);
--> statement-breakpoint
DROP INDEX "elections_office_state_class_cycle_key";--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "kind" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "confidence_vote_ballots" ADD CONSTRAINT "confidence_vote_ballots_vote_id_confidence_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."confidence_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidence_vote_ballots" ADD CONSTRAINT "confidence_vote_ballots_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD CONSTRAINT "confidence_votes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD CONSTRAINT "confidence_votes_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD CONSTRAINT "confidence_votes_chamber_id_chambers_id_fk" FOREIGN KEY ("chamber_id") REFERENCES "public"."chambers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD CONSTRAINT "confidence_votes_called_by_character_id_characters_id_fk" FOREIGN KEY ("called_by_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD CONSTRAINT "confidence_votes_successor_character_id_characters_id_fk" FOREIGN KEY ("successor_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_previous_holder_id_characters_id_fk" FOREIGN KEY ("previous_holder_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_filled_by_character_id_characters_id_fk" FOREIGN KEY ("filled_by_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confidence_votes_country_idx" ON "confidence_votes" USING btree ("country_id","opened_turn");--> statement-breakpoint
CREATE UNIQUE INDEX "confidence_votes_one_open_key" ON "confidence_votes" USING btree ("country_id") WHERE "confidence_votes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "seat_vacancies_open_idx" ON "seat_vacancies" USING btree ("seat_id") WHERE "seat_vacancies"."filled_turn" is null;--> statement-breakpoint
CREATE INDEX "seat_vacancies_country_idx" ON "seat_vacancies" USING btree ("country_id","vacated_turn");--> statement-breakpoint
CREATE UNIQUE INDEX "elections_by_election_seat_end_key" ON "elections" USING btree ("seat_id","end_turn") WHERE "elections"."kind" = 'by_election';--> statement-breakpoint
CREATE UNIQUE INDEX "elections_office_state_class_cycle_key" ON "elections" USING btree ("office_id",coalesce("state_id", ''),"stagger_class","cycle") WHERE "elections"."kind" = 'regular';
--> statement-breakpoint
-- The new foreign keys are DEFERRABLE like every other (0023), so the turn can defer them.
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN
    SELECT con.conname, cls.relname
    FROM pg_constraint con
    JOIN pg_class cls ON cls.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = cls.relnamespace
    WHERE con.contype = 'f' AND ns.nspname = current_schema() AND NOT con.condeferrable
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.relname, fk.conname);
  END LOOP;
END $$;
