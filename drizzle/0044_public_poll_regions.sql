-- A national race's public poll in each region, so the race page's map shows the poll, not the live model.
ALTER TABLE "election_public_polls" ADD COLUMN "regions" jsonb;
