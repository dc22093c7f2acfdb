CREATE TABLE "election_share_snapshots" (
	"election_id" text NOT NULL,
	"turn" integer NOT NULL,
	"phase" text NOT NULL,
	"shares" jsonb NOT NULL,
	CONSTRAINT "election_share_snapshots_election_id_turn_pk" PRIMARY KEY("election_id","turn")
);
--> statement-breakpoint
ALTER TABLE "election_share_snapshots" ADD CONSTRAINT "election_share_snapshots_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;