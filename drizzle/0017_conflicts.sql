CREATE TABLE "conflict_battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"conflict_id" integer NOT NULL,
	"turn" integer NOT NULL,
	"declarer_side" text NOT NULL,
	"declarer_country_id" text,
	"target_country_id" text,
	"attackers" text NOT NULL,
	"defenders" text NOT NULL,
	"result" text,
	"no_contact" boolean NOT NULL,
	"unopposed_advance" boolean NOT NULL,
	"control_before" real NOT NULL,
	"control_after" real NOT NULL,
	"country_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conflict_turns" (
	"conflict_id" integer NOT NULL,
	"turn" integer NOT NULL,
	"control" real NOT NULL,
	"supply_a" real NOT NULL,
	"supply_b" real NOT NULL,
	"intensity" real NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "conflict_turns_conflict_id_turn_pk" PRIMARY KEY("conflict_id","turn")
);
--> statement-breakpoint
CREATE TABLE "conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"host_country_id" text NOT NULL,
	"state_id" text,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"bloc" text NOT NULL,
	"terrain" text NOT NULL,
	"severity" integer NOT NULL,
	"intensity" real NOT NULL,
	"status" text NOT NULL,
	"control" real NOT NULL,
	"supply_a" real NOT NULL,
	"supply_b" real NOT NULL,
	"side_a" jsonb NOT NULL,
	"side_b" jsonb NOT NULL,
	"cause" text NOT NULL,
	"tension_id" text,
	"source_event_id" text,
	"country_ids" text[] NOT NULL,
	"started_turn" integer NOT NULL,
	"status_since_turn" integer NOT NULL,
	"resolved_turn" integer,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conflict_battles" ADD CONSTRAINT "conflict_battles_conflict_id_conflicts_id_fk" FOREIGN KEY ("conflict_id") REFERENCES "public"."conflicts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflict_turns" ADD CONSTRAINT "conflict_turns_conflict_id_conflicts_id_fk" FOREIGN KEY ("conflict_id") REFERENCES "public"."conflicts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_host_country_id_countries_id_fk" FOREIGN KEY ("host_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conflicts" ADD CONSTRAINT "conflicts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conflict_battles_conflict_idx" ON "conflict_battles" USING btree ("conflict_id","turn");--> statement-breakpoint
CREATE INDEX "conflict_battles_countries_idx" ON "conflict_battles" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "conflicts_status_idx" ON "conflicts" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conflicts_countries_idx" ON "conflicts" USING gin ("country_ids");