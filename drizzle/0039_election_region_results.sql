CREATE TABLE "election_region_results" (
	"election_id" text NOT NULL,
	"state_id" text NOT NULL,
	"character_id" text NOT NULL,
	"share" double precision NOT NULL,
	"votes" bigint NOT NULL,
	CONSTRAINT "election_region_results_election_id_state_id_character_id_pk" PRIMARY KEY("election_id","state_id","character_id")
);
--> statement-breakpoint
ALTER TABLE "election_region_results" ADD CONSTRAINT "election_region_results_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_region_results" ADD CONSTRAINT "election_region_results_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_region_results" ADD CONSTRAINT "election_region_results_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;