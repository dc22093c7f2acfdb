-- A candidate selection's non-player votes are counted into this tally by candidate id when it is decided,
-- not written one row per member (docs/parties.md). Selections decided before keep their rows.
ALTER TABLE "party_selections" ADD COLUMN "npc_votes" jsonb DEFAULT '{}'::jsonb NOT NULL;