CREATE TABLE "approval_ratings" (
	"scope" text NOT NULL,
	"place_id" text NOT NULL,
	"country_id" text NOT NULL,
	"approval" double precision NOT NULL,
	"base_approval" double precision NOT NULL,
	"updated_turn" integer NOT NULL,
	CONSTRAINT "approval_ratings_scope_place_id_pk" PRIMARY KEY("scope","place_id")
);
--> statement-breakpoint
CREATE TABLE "country_metric_history" (
	"country_id" text NOT NULL,
	"metric_id" text NOT NULL,
	"turn" integer NOT NULL,
	"average" double precision NOT NULL,
	"population_weighted_average" double precision NOT NULL,
	"min_value" double precision NOT NULL,
	"min_state_id" text NOT NULL,
	"max_value" double precision NOT NULL,
	"max_state_id" text NOT NULL,
	CONSTRAINT "country_metric_history_country_id_metric_id_turn_pk" PRIMARY KEY("country_id","metric_id","turn")
);
--> statement-breakpoint
CREATE TABLE "enacted_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"legislation_type_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"economic" double precision NOT NULL,
	"social" double precision NOT NULL,
	"effect_direction" double precision NOT NULL,
	"enacted_at" timestamp with time zone NOT NULL,
	"enacted_at_turn" integer NOT NULL,
	"enacted_by_bill_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"superseded_at_turn" integer,
	CONSTRAINT "enacted_policies_direction_range" CHECK ("enacted_policies"."effect_direction" between -1 and 1),
	CONSTRAINT "enacted_policies_state_id_by_scope" CHECK (("enacted_policies"."scope" = 'state') = ("enacted_policies"."state_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "legislation_type_targets" (
	"legislation_type_id" text NOT NULL,
	"target_index" integer NOT NULL,
	"category" text NOT NULL,
	"metric_id" text NOT NULL,
	"weight" double precision NOT NULL,
	"adjustment_half_life" integer,
	CONSTRAINT "legislation_type_targets_legislation_type_id_target_index_pk" PRIMARY KEY("legislation_type_id","target_index")
);
--> statement-breakpoint
CREATE TABLE "legislation_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"policy_domain" text NOT NULL,
	"national_only" boolean NOT NULL,
	"allowed_scope" text NOT NULL,
	"countries" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"label" text NOT NULL,
	"unit" text NOT NULL,
	"higher_is_better" boolean NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"baseline" double precision,
	"typical" double precision NOT NULL,
	"adjustment_half_life" integer,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_option_effects" (
	"legislation_type_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"effect_index" integer NOT NULL,
	"category" text NOT NULL,
	"metric_id" text NOT NULL,
	"rate_per_turn" double precision NOT NULL,
	CONSTRAINT "policy_option_effects_legislation_type_id_option_index_effect_index_pk" PRIMARY KEY("legislation_type_id","option_index","effect_index")
);
--> statement-breakpoint
CREATE TABLE "policy_options" (
	"legislation_type_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"name" text NOT NULL,
	"economic" integer NOT NULL,
	"social" integer NOT NULL,
	"effect_direction" integer NOT NULL,
	CONSTRAINT "policy_options_legislation_type_id_option_index_pk" PRIMARY KEY("legislation_type_id","option_index")
);
--> statement-breakpoint
CREATE TABLE "state_demographics" (
	"state_id" text PRIMARY KEY NOT NULL,
	"economic_lean" double precision NOT NULL,
	"social_lean" double precision NOT NULL,
	"updated_turn" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_metrics" (
	"state_id" text NOT NULL,
	"metric_id" text NOT NULL,
	"value" double precision NOT NULL,
	"baseline" double precision NOT NULL,
	"updated_turn" integer NOT NULL,
	"policy_turn" integer,
	CONSTRAINT "state_metrics_state_id_metric_id_pk" PRIMARY KEY("state_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "state_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"country_id" text NOT NULL,
	"state_id" text,
	"legislation_type_id" text NOT NULL,
	"economic" double precision NOT NULL,
	"social" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "state_policies_state_id_by_scope" CHECK (("state_policies"."scope" = 'state') = ("state_policies"."state_id" is not null)),
	CONSTRAINT "state_policies_economic_range" CHECK ("state_policies"."economic" between -3 and 3),
	CONSTRAINT "state_policies_social_range" CHECK ("state_policies"."social" between -3 and 3)
);
--> statement-breakpoint
CREATE TABLE "achievement_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text,
	"category" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "character_achievements" (
	"character_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "character_achievements_character_id_achievement_id_pk" PRIMARY KEY("character_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "approval_ratings" ADD CONSTRAINT "approval_ratings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_metric_history" ADD CONSTRAINT "country_metric_history_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_metric_history" ADD CONSTRAINT "country_metric_history_metric_id_metric_definitions_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enacted_policies" ADD CONSTRAINT "enacted_policies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enacted_policies" ADD CONSTRAINT "enacted_policies_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enacted_policies" ADD CONSTRAINT "enacted_policies_legislation_type_id_legislation_types_id_fk" FOREIGN KEY ("legislation_type_id") REFERENCES "public"."legislation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_type_targets" ADD CONSTRAINT "legislation_type_targets_legislation_type_id_legislation_types_id_fk" FOREIGN KEY ("legislation_type_id") REFERENCES "public"."legislation_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_type_targets" ADD CONSTRAINT "legislation_type_targets_metric_id_metric_definitions_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_option_effects" ADD CONSTRAINT "policy_option_effects_metric_id_metric_definitions_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_options" ADD CONSTRAINT "policy_options_legislation_type_id_legislation_types_id_fk" FOREIGN KEY ("legislation_type_id") REFERENCES "public"."legislation_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_demographics" ADD CONSTRAINT "state_demographics_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_metrics" ADD CONSTRAINT "state_metrics_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_metrics" ADD CONSTRAINT "state_metrics_metric_id_metric_definitions_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metric_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_policies" ADD CONSTRAINT "state_policies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_policies" ADD CONSTRAINT "state_policies_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_policies" ADD CONSTRAINT "state_policies_legislation_type_id_legislation_types_id_fk" FOREIGN KEY ("legislation_type_id") REFERENCES "public"."legislation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_achievements" ADD CONSTRAINT "character_achievements_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_achievements" ADD CONSTRAINT "character_achievements_achievement_id_achievement_definitions_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievement_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_ratings_country_idx" ON "approval_ratings" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "country_metric_history_turn_idx" ON "country_metric_history" USING btree ("country_id","turn");--> statement-breakpoint
CREATE UNIQUE INDEX "enacted_policies_active_national_key" ON "enacted_policies" USING btree ("country_id","legislation_type_id") WHERE "enacted_policies"."active" and "enacted_policies"."scope" = 'national';--> statement-breakpoint
CREATE UNIQUE INDEX "enacted_policies_active_state_key" ON "enacted_policies" USING btree ("state_id","legislation_type_id") WHERE "enacted_policies"."active" and "enacted_policies"."scope" = 'state';--> statement-breakpoint
CREATE INDEX "legislation_type_targets_metric_idx" ON "legislation_type_targets" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "state_metrics_metric_idx" ON "state_metrics" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "state_policies_scope_state_idx" ON "state_policies" USING btree ("scope","state_id");--> statement-breakpoint
CREATE INDEX "state_policies_national_idx" ON "state_policies" USING btree ("country_id") WHERE "state_policies"."scope" = 'national';--> statement-breakpoint
CREATE UNIQUE INDEX "state_policies_national_key" ON "state_policies" USING btree ("country_id","legislation_type_id") WHERE "state_policies"."scope" = 'national';--> statement-breakpoint
CREATE UNIQUE INDEX "state_policies_state_key" ON "state_policies" USING btree ("state_id","legislation_type_id") WHERE "state_policies"."scope" = 'state';