-- Which winners took a list seat (the world run checks the list rule), and a national race's public poll in
-- each region, so the race page's map shows the poll, not the live model.
ALTER TABLE "election_candidates" ADD COLUMN "elected_from_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "election_public_polls" ADD COLUMN "regions" jsonb;
