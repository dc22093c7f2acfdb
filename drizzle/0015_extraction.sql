CREATE TABLE "extraction_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"state_id" text NOT NULL,
	"country_id" text NOT NULL,
	"corporation_id" text NOT NULL,
	"resource" text NOT NULL,
	"share" numeric(8, 6) NOT NULL,
	"granted_turn" integer NOT NULL,
	"granted_by" text NOT NULL,
	"granted_by_level" text NOT NULL,
	"revoked_turn" integer,
	"offer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extraction_contracts_share_range" CHECK ("extraction_contracts"."share" > 0 and "extraction_contracts"."share" <= 1)
);
--> statement-breakpoint
CREATE TABLE "extraction_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"state_id" text NOT NULL,
	"country_id" text NOT NULL,
	"corporation_id" text NOT NULL,
	"resource" text NOT NULL,
	"share" numeric(8, 6) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_turn" integer NOT NULL,
	"offered_by_character_id" text,
	"decided_turn" integer,
	"decided_by_character_id" text,
	"contract_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extraction_offers_share_range" CHECK ("extraction_offers"."share" > 0 and "extraction_offers"."share" <= 1)
);
--> statement-breakpoint
CREATE TABLE "extraction_strategies" (
	"corporation_id" text NOT NULL,
	"state_id" text NOT NULL,
	"strategy" text NOT NULL,
	"last_breakthrough_turn" integer,
	CONSTRAINT "extraction_strategies_corporation_id_state_id_pk" PRIMARY KEY("corporation_id","state_id")
);
--> statement-breakpoint
CREATE TABLE "state_resource_capacity" (
	"state_id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"resources" jsonb NOT NULL,
	"updated_turn" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extraction_contracts" ADD CONSTRAINT "extraction_contracts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_contracts" ADD CONSTRAINT "extraction_contracts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_contracts" ADD CONSTRAINT "extraction_contracts_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_offers" ADD CONSTRAINT "extraction_offers_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_offers" ADD CONSTRAINT "extraction_offers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_offers" ADD CONSTRAINT "extraction_offers_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_offers" ADD CONSTRAINT "extraction_offers_offered_by_character_id_characters_id_fk" FOREIGN KEY ("offered_by_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_offers" ADD CONSTRAINT "extraction_offers_decided_by_character_id_characters_id_fk" FOREIGN KEY ("decided_by_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_strategies" ADD CONSTRAINT "extraction_strategies_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_strategies" ADD CONSTRAINT "extraction_strategies_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_resource_capacity" ADD CONSTRAINT "state_resource_capacity_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_resource_capacity" ADD CONSTRAINT "state_resource_capacity_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_contracts_state_idx" ON "extraction_contracts" USING btree ("state_id","resource");--> statement-breakpoint
CREATE INDEX "extraction_contracts_corporation_idx" ON "extraction_contracts" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "extraction_offers_state_idx" ON "extraction_offers" USING btree ("state_id","status");--> statement-breakpoint
CREATE INDEX "extraction_offers_corporation_idx" ON "extraction_offers" USING btree ("corporation_id");