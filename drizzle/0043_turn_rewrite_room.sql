-- The turn rewrites each corporation about ten times inside its one transaction (revenue, costs, tax,
-- dividends, each with its cash posting, then the share price and the credit score), and no version is
-- reclaimable before the turn commits. At a fill factor of 50 a page had room for one more version per row,
-- so about half of those updates left the page and wrote a new entry in each of the table's six indexes
-- (2,200 of 4,700 updates a turn at WORLD_SCALE=10); at 20 nine in ten stay on the page. Sectors, bonds, markets and state sectors are
-- rewritten once or twice a turn and were filled to the brim: almost none of their updates stayed on the page.
-- Pages written from now on keep the room; `VACUUM FULL` on these tables repacks an existing world.
ALTER TABLE "corporations" SET (fillfactor = 20);
--> statement-breakpoint
ALTER TABLE "corporation_sectors" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "corporate_bonds" SET (fillfactor = 30);
--> statement-breakpoint
ALTER TABLE "commodity_markets" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "state_sectors" SET (fillfactor = 50);
