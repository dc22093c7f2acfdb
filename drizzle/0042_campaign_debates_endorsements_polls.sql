CREATE TABLE "campaign_debates" (
	"id" text PRIMARY KEY NOT NULL,
	"election_id" text NOT NULL,
	"challenger_id" text NOT NULL,
	"rival_id" text NOT NULL,
	"status" text NOT NULL,
	"issued_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"answered_turn" integer,
	"held_turn" integer,
	"winner_id" text,
	"margin" double precision
);
--> statement-breakpoint
CREATE TABLE "campaign_endorsements" (
	"election_id" text NOT NULL,
	"endorser_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"standing" text NOT NULL,
	"turn" integer NOT NULL,
	"effect" double precision NOT NULL,
	"is_npp" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaign_endorsements_election_id_endorser_id_pk" PRIMARY KEY("election_id","endorser_id")
);
--> statement-breakpoint
CREATE TABLE "election_public_polls" (
	"election_id" text NOT NULL,
	"turn" integer NOT NULL,
	"sample_size" integer NOT NULL,
	"margin_of_error" double precision NOT NULL,
	"shares" jsonb NOT NULL,
	CONSTRAINT "election_public_polls_election_id_turn_pk" PRIMARY KEY("election_id","turn")
);
--> statement-breakpoint
ALTER TABLE "campaign_debates" ADD CONSTRAINT "campaign_debates_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_debates" ADD CONSTRAINT "campaign_debates_challenger_id_characters_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_debates" ADD CONSTRAINT "campaign_debates_rival_id_characters_id_fk" FOREIGN KEY ("rival_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_endorsements" ADD CONSTRAINT "campaign_endorsements_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_endorsements" ADD CONSTRAINT "campaign_endorsements_endorser_id_characters_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_endorsements" ADD CONSTRAINT "campaign_endorsements_candidate_id_characters_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_public_polls" ADD CONSTRAINT "election_public_polls_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_debates_election_idx" ON "campaign_debates" USING btree ("election_id");--> statement-breakpoint
CREATE INDEX "campaign_debates_rival_idx" ON "campaign_debates" USING btree ("rival_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_debates_open_pair_key" ON "campaign_debates" USING btree ("election_id","challenger_id","rival_id") WHERE status in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "campaign_endorsements_candidate_idx" ON "campaign_endorsements" USING btree ("candidate_id");