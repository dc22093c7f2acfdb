CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'player' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"has_completed_setup" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"government_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"enabled_for_players" boolean DEFAULT true NOT NULL,
	"currency_code" text NOT NULL,
	"population" bigint NOT NULL,
	"gdp_millions" bigint NOT NULL,
	"legislature_chamber" text NOT NULL,
	"legislature_seats" integer NOT NULL,
	"executive_title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"base_rate" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"name" text NOT NULL,
	"region_type" text NOT NULL,
	"population" bigint NOT NULL,
	"gdp_millions" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"color" text NOT NULL,
	"economic_position" integer NOT NULL,
	"social_position" integer NOT NULL,
	"treasury_cents" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"chair_character_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text NOT NULL,
	"party_id" text,
	"position" text DEFAULT 'Citizen' NOT NULL,
	"chat_id" text,
	"political_influence" real DEFAULT 0 NOT NULL,
	"national_influence" real DEFAULT 0 NOT NULL,
	"favorability" real DEFAULT 50 NOT NULL,
	"infamy" integer DEFAULT 0 NOT NULL,
	"donor_base_level" integer DEFAULT 0 NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"campaign_funds_cents" bigint DEFAULT 0 NOT NULL,
	"cash_on_hand_cents" bigint DEFAULT 0 NOT NULL,
	"policy_economic" integer DEFAULT 0 NOT NULL,
	"policy_social" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "characters_funds_nonnegative" CHECK ("characters"."campaign_funds_cents" >= 0),
	CONSTRAINT "characters_cash_nonnegative" CHECK ("characters"."cash_on_hand_cents" >= 0),
	CONSTRAINT "characters_actions_nonnegative" CHECK ("characters"."actions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_state" (
	"id" text PRIMARY KEY NOT NULL,
	"current_turn" integer NOT NULL,
	"starting_year" integer NOT NULL,
	"turn_duration_ms" integer NOT NULL,
	"status" text NOT NULL,
	"last_turn_at" timestamp with time zone,
	"next_turn_at" timestamp with time zone,
	"fast_mode" boolean DEFAULT false NOT NULL,
	"preset" text,
	"iteration_type" text,
	"iteration_number" integer,
	"seed" text NOT NULL,
	"subsidiary_corporations_enabled" boolean,
	"transfers_paused" boolean DEFAULT false NOT NULL,
	"forex_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turns" (
	"turn" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"phase_timings" jsonb NOT NULL,
	"trigger" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"pid" integer NOT NULL,
	"hostname" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account_type" text NOT NULL,
	"account_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"turn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_user_id" text,
	"recipient_user_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash_key" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "parties_country_idx" ON "parties" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_country_name_key" ON "parties" USING btree ("country_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "characters_seq_key" ON "characters" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "characters_user_key" ON "characters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "characters_country_idx" ON "characters" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "characters_state_idx" ON "characters" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "characters_party_idx" ON "characters" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "characters_chat_idx" ON "characters" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_type","account_id");--> statement-breakpoint
CREATE INDEX "ledger_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "mail_recipient_idx" ON "mail_messages" USING btree ("recipient_user_id","read_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read_at");