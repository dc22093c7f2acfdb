-- Party dues read one week's members a turn (seq % 13 = the turn's week, party members only): a full scan of
-- every character before, 1.6 to 2.6 s a turn at WORLD_SCALE=1000.
CREATE INDEX "characters_dues_week_idx" ON "characters" USING btree (("seq" % 13)) WHERE "characters"."party_id" is not null;