CREATE TABLE "executive_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"seat_id" text NOT NULL,
	"issued_by_character_id" text,
	"legislation_type_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"record_id" integer,
	"superseded_record_id" integer,
	"issued_turn" integer NOT NULL,
	"expires_turn" integer NOT NULL,
	"ended_turn" integer,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "nomination_votes" (
	"nomination_id" text NOT NULL,
	"character_id" text NOT NULL,
	"vote" text NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "nomination_votes_nomination_id_character_id_pk" PRIMARY KEY("nomination_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "nominations" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"seat_id" text NOT NULL,
	"nominee_character_id" text NOT NULL,
	"nominated_by_character_id" text,
	"chamber_id" text,
	"status" text NOT NULL,
	"nominated_turn" integer NOT NULL,
	"closes_turn" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"yes_votes" integer DEFAULT 0 NOT NULL,
	"no_votes" integer DEFAULT 0 NOT NULL,
	"decided_turn" integer
);
--> statement-breakpoint
ALTER TABLE "enacted_policies" ADD COLUMN "enacted_by_order_id" text;--> statement-breakpoint
ALTER TABLE "country_economies" ADD COLUMN "chair_rate" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "country_economies" ADD COLUMN "chair_rate_turn" integer;--> statement-breakpoint
ALTER TABLE "country_economies" ADD COLUMN "rate_set_by_player_chair" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "portfolio" text;--> statement-breakpoint
ALTER TABLE "executive_orders" ADD CONSTRAINT "executive_orders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_orders" ADD CONSTRAINT "executive_orders_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_orders" ADD CONSTRAINT "executive_orders_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_orders" ADD CONSTRAINT "executive_orders_issued_by_character_id_characters_id_fk" FOREIGN KEY ("issued_by_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_votes" ADD CONSTRAINT "nomination_votes_nomination_id_nominations_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nominations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination_votes" ADD CONSTRAINT "nomination_votes_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_nominee_character_id_characters_id_fk" FOREIGN KEY ("nominee_character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_nominated_by_character_id_characters_id_fk" FOREIGN KEY ("nominated_by_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_chamber_id_chambers_id_fk" FOREIGN KEY ("chamber_id") REFERENCES "public"."chambers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executive_orders_in_force_idx" ON "executive_orders" USING btree ("country_id") WHERE "executive_orders"."ended_turn" is null;--> statement-breakpoint
CREATE INDEX "executive_orders_seat_idx" ON "executive_orders" USING btree ("seat_id");--> statement-breakpoint
CREATE INDEX "nominations_country_status_idx" ON "nominations" USING btree ("country_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "nominations_pending_seat_key" ON "nominations" USING btree ("seat_id") WHERE "nominations"."status" = 'pending';--> statement-breakpoint
UPDATE "seats" s SET "portfolio" = v.portfolio FROM (VALUES ('us-cabinet', 1, 'finance'), ('us-cabinet', 2, 'foreign_affairs'), ('us-cabinet', 3, 'defence'), ('us-cabinet', 4, 'interior'), ('us-cabinet', 5, 'justice'), ('us-cabinet', 6, 'lands'), ('us-cabinet', 7, 'agriculture'), ('us-cabinet', 8, 'commerce'), ('us-cabinet', 9, 'labour'), ('us-cabinet', 10, 'health'), ('us-cabinet', 11, 'housing'), ('us-cabinet', 12, 'transport'), ('us-cabinet', 13, 'energy'), ('us-cabinet', 14, 'education'), ('us-cabinet', 15, 'veterans'), ('uk-cabinet', 1, 'finance'), ('uk-cabinet', 2, 'foreign_affairs'), ('uk-cabinet', 3, 'defence'), ('uk-cabinet', 4, 'interior'), ('uk-cabinet', 5, 'justice'), ('uk-cabinet', 6, 'health'), ('uk-cabinet', 7, 'education'), ('uk-cabinet', 8, 'labour'), ('uk-cabinet', 9, 'commerce'), ('uk-cabinet', 10, 'energy'), ('uk-cabinet', 11, 'agriculture'), ('uk-cabinet', 12, 'transport'), ('uk-cabinet', 13, 'housing'), ('uk-cabinet', 14, 'culture'), ('uk-cabinet', 15, 'science'), ('uk-cabinet', 16, 'scotland'), ('uk-cabinet', 17, 'wales'), ('uk-cabinet', 18, 'northern_ireland'), ('uk-cabinet', 19, 'cabinet_office'), ('uk-cabinet', 20, 'treasury_chief'), ('de-cabinet', 1, 'finance'), ('de-cabinet', 2, 'foreign_affairs'), ('de-cabinet', 3, 'defence'), ('de-cabinet', 4, 'interior'), ('de-cabinet', 5, 'justice'), ('de-cabinet', 6, 'economy'), ('de-cabinet', 7, 'labour'), ('de-cabinet', 8, 'health'), ('de-cabinet', 9, 'education'), ('de-cabinet', 10, 'family'), ('de-cabinet', 11, 'transport'), ('de-cabinet', 12, 'environment'), ('de-cabinet', 13, 'agriculture'), ('de-cabinet', 14, 'housing'), ('de-cabinet', 15, 'development'), ('de-cabinet', 16, 'chancellery'), ('jp-cabinet', 1, 'finance'), ('jp-cabinet', 2, 'foreign_affairs'), ('jp-cabinet', 3, 'defence'), ('jp-cabinet', 4, 'interior'), ('jp-cabinet', 5, 'justice'), ('jp-cabinet', 6, 'chief_secretary'), ('jp-cabinet', 7, 'education'), ('jp-cabinet', 8, 'health'), ('jp-cabinet', 9, 'agriculture'), ('jp-cabinet', 10, 'commerce'), ('jp-cabinet', 11, 'transport'), ('jp-cabinet', 12, 'environment'), ('jp-cabinet', 13, 'reconstruction'), ('jp-cabinet', 14, 'public_safety'), ('jp-cabinet', 15, 'digital'), ('jp-cabinet', 16, 'economy'), ('jp-cabinet', 17, 'children'), ('jp-cabinet', 18, 'economic_security'), ('jp-cabinet', 19, 'regions')) AS v(office_id, seat_number, portfolio) WHERE s.office_id = v.office_id AND s.seat_number = v.seat_number;--> statement-breakpoint
UPDATE "seats" s SET "term_end_turn" = coalesce(s.term_start_turn, 0) + v.half FROM (VALUES ('us-central_bank_chair', 104), ('uk-central_bank_chair', 208), ('de-central_bank_chair', 208), ('jp-central_bank_chair', 130)) AS v(office_id, half) WHERE s.office_id = v.office_id AND s.term_end_turn IS NULL;
