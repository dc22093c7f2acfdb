CREATE TABLE "bill_votes" (
	"bill_id" text NOT NULL,
	"character_id" text NOT NULL,
	"vote" text NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "bill_votes_bill_id_character_id_pk" PRIMARY KEY("bill_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"chamber_id" text NOT NULL,
	"scope" text NOT NULL,
	"state_id" text,
	"legislation_type_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"title" text NOT NULL,
	"sponsor_character_id" text,
	"sponsor_name" text NOT NULL,
	"sponsor_party_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_turn" integer NOT NULL,
	"voting_ends_turn" integer NOT NULL,
	"resolved_turn" integer,
	"yes_votes" integer DEFAULT 0 NOT NULL,
	"no_votes" integer DEFAULT 0 NOT NULL,
	"abstain_votes" integer DEFAULT 0 NOT NULL,
	"effects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_state_id_by_scope" CHECK (("bills"."scope" = 'state') = ("bills"."state_id" is not null)),
	CONSTRAINT "bills_window" CHECK ("bills"."voting_ends_turn" >= "bills"."proposed_turn")
);
--> statement-breakpoint
ALTER TABLE "bill_votes" ADD CONSTRAINT "bill_votes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_votes" ADD CONSTRAINT "bill_votes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_chamber_id_chambers_id_fk" FOREIGN KEY ("chamber_id") REFERENCES "public"."chambers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_legislation_type_id_legislation_types_id_fk" FOREIGN KEY ("legislation_type_id") REFERENCES "public"."legislation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_sponsor_character_id_characters_id_fk" FOREIGN KEY ("sponsor_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_votes_character_idx" ON "bill_votes" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "bills_country_status_idx" ON "bills" USING btree ("country_id","status","proposed_turn" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_status_end_idx" ON "bills" USING btree ("status","voting_ends_turn");--> statement-breakpoint
CREATE INDEX "bills_sponsor_idx" ON "bills" USING btree ("sponsor_character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_pending_subject_key" ON "bills" USING btree ("country_id","scope",coalesce("state_id", ''),"legislation_type_id") WHERE "bills"."status" = 'pending';