CREATE TABLE "decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"addressee_character_id" text,
	"addressee_name" text NOT NULL,
	"for_player" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"template_key" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"subject" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"default_option" text NOT NULL,
	"opened_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"chosen_option" text,
	"decided_by" text,
	"decided_turn" integer,
	"decided_at" timestamp with time zone,
	"effects_from_turn" integer,
	"effects_until_turn" integer,
	"effects_applied_turn" integer,
	CONSTRAINT "decisions_decided_consistent" CHECK (("decisions"."status" = 'decided') = ("decisions"."chosen_option" is not null and "decisions"."decided_by" is not null and "decisions"."decided_turn" is not null))
);
--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_addressee_character_id_characters_id_fk" FOREIGN KEY ("addressee_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_dedupe_key" ON "decisions" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "decisions_addressee_idx" ON "decisions" USING btree ("addressee_character_id","status");--> statement-breakpoint
CREATE INDEX "decisions_open_idx" ON "decisions" USING btree ("closes_turn") WHERE "decisions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "decisions_effects_idx" ON "decisions" USING btree ("effects_from_turn","effects_until_turn") WHERE "decisions"."status" = 'decided';--> statement-breakpoint
CREATE INDEX "decisions_country_idx" ON "decisions" USING btree ("country_id","decided_turn");