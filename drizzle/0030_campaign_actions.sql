CREATE TABLE "campaign_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"election_id" text NOT NULL,
	"character_id" text NOT NULL,
	"kind" text NOT NULL,
	"state_id" text,
	"turn" integer NOT NULL,
	"actions_spent" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"effect" double precision DEFAULT 0 NOT NULL,
	"is_npp" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaign_actions_amount_nonnegative" CHECK ("campaign_actions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_actions_election_idx" ON "campaign_actions" USING btree ("election_id","character_id");