CREATE TABLE "organization_ballots" (
	"motion_id" integer NOT NULL,
	"country_id" text NOT NULL,
	"position" text NOT NULL,
	"cast_turn" integer NOT NULL,
	CONSTRAINT "organization_ballots_motion_id_country_id_pk" PRIMARY KEY("motion_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"country_id" text NOT NULL,
	"is_voting" boolean NOT NULL,
	"is_founder" boolean NOT NULL,
	"joined_turn" integer NOT NULL,
	"left_turn" integer
);
--> statement-breakpoint
CREATE TABLE "organization_motions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"resolution_type" text,
	"title" text NOT NULL,
	"proposed_by_country_id" text NOT NULL,
	"subject_country_id" text,
	"nominee_character_id" text,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"proposed_turn" integer NOT NULL,
	"voting_closes_turn" integer NOT NULL,
	"decided_turn" integer,
	"effective_turn" integer,
	"expires_turn" integer,
	CONSTRAINT "organization_motions_resolution_type" CHECK (("organization_motions"."kind" = 'resolution') = ("organization_motions"."resolution_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"charter" text NOT NULL,
	"category" text NOT NULL,
	"founded_year" integer NOT NULL,
	"dissolved_year" integer,
	"leadership_title" text NOT NULL,
	"leader_character_id" text,
	"leader_term_start_turn" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_ballots" ADD CONSTRAINT "organization_ballots_motion_id_organization_motions_id_fk" FOREIGN KEY ("motion_id") REFERENCES "public"."organization_motions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_ballots" ADD CONSTRAINT "organization_ballots_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_motions" ADD CONSTRAINT "organization_motions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_motions" ADD CONSTRAINT "organization_motions_proposed_by_country_id_countries_id_fk" FOREIGN KEY ("proposed_by_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_motions" ADD CONSTRAINT "organization_motions_subject_country_id_countries_id_fk" FOREIGN KEY ("subject_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_motions" ADD CONSTRAINT "organization_motions_nominee_character_id_characters_id_fk" FOREIGN KEY ("nominee_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_leader_character_id_characters_id_fk" FOREIGN KEY ("leader_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_current_key" ON "organization_members" USING btree ("organization_id","country_id") WHERE "organization_members"."left_turn" is null;--> statement-breakpoint
CREATE INDEX "organization_motions_org_idx" ON "organization_motions" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "organization_motions_status_idx" ON "organization_motions" USING btree ("status","voting_closes_turn");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_short_name_key" ON "organizations" USING btree (lower("short_name"));