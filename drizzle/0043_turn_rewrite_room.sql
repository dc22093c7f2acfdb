-- The turn rewrites each corporation about ten times inside its one transaction (revenue, costs, tax and
-- dividends, each a figure update and a cash posting, then the share price and the credit score), and no
-- version can be reclaimed before the turn commits. At a fill factor of 50 a page had room for one more
-- version per row, so half of those updates left the page and added an entry to each of the table's six
-- indexes (2,200 of 4,700 a turn at WORLD_SCALE=10; at 20, 4,800 of 46,800 at 100, the later phases' all).
-- At 10 a page holds one corporation and room for all its versions: every update stays on the page (HOT),
-- for a table about 1.4 times the size it reached at 20 after three turns. Sectors, bonds, markets and state
-- sectors are rewritten once or twice a turn and were filled to the brim: almost none of their updates
-- stayed on the page. Pages written from now on keep the room; `VACUUM FULL` on these tables repacks an
-- existing world.
ALTER TABLE "corporations" SET (fillfactor = 10);
--> statement-breakpoint
ALTER TABLE "corporation_sectors" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "corporate_bonds" SET (fillfactor = 30);
--> statement-breakpoint
ALTER TABLE "commodity_markets" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "state_sectors" SET (fillfactor = 50);
