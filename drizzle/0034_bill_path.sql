CREATE TABLE "bill_rounds" (
	"bill_id" text NOT NULL,
	"round" integer NOT NULL,
	"chamber_id" text NOT NULL,
	"kind" text NOT NULL,
	"yes_votes" integer DEFAULT 0 NOT NULL,
	"no_votes" integer DEFAULT 0 NOT NULL,
	"abstain_votes" integer DEFAULT 0 NOT NULL,
	"opened_turn" integer NOT NULL,
	"ends_turn" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "bill_rounds_bill_id_round_pk" PRIMARY KEY("bill_id","round")
);
--> statement-breakpoint
ALTER TABLE "bill_votes" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_votes" DROP CONSTRAINT "bill_votes_bill_id_character_id_pk";--> statement-breakpoint
ALTER TABLE "bill_votes" ADD CONSTRAINT "bill_votes_bill_id_round_character_id_pk" PRIMARY KEY("bill_id","round","character_id");--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "stage" text DEFAULT 'first_chamber' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "stage_ends_turn" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "stage_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "veto_character_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "veto_name" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "veto_turn" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "veto_message" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "veto_overridden" boolean;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "signed_by_name" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "signed_turn" integer;--> statement-breakpoint
ALTER TABLE "bill_rounds" ADD CONSTRAINT "bill_rounds_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "bill_rounds" ADD CONSTRAINT "bill_rounds_chamber_id_chambers_id_fk" FOREIGN KEY ("chamber_id") REFERENCES "public"."chambers"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_veto_character_id_characters_id_fk" FOREIGN KEY ("veto_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- Bills already on record: their one round was the chamber of origin's, and their stage follows their status.
UPDATE "bills" SET "stage" = CASE "status" WHEN 'passed' THEN 'enacted' WHEN 'failed' THEN 'failed' ELSE 'first_chamber' END,
  "stage_ends_turn" = "voting_ends_turn";--> statement-breakpoint
INSERT INTO "bill_rounds" ("bill_id", "round", "chamber_id", "kind", "yes_votes", "no_votes", "abstain_votes", "opened_turn", "ends_turn", "outcome")
SELECT "id", 1, "chamber_id", 'passage', "yes_votes", "no_votes", "abstain_votes", "proposed_turn", "voting_ends_turn",
  CASE "status" WHEN 'pending' THEN NULL ELSE "status" END FROM "bills";
