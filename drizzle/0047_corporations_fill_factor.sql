-- Migration 0043 gave corporations a fill factor of 10 (one corporation a page) when the turn rewrote each
-- corporation about ten times. It now writes most once (corporations-operate) and a few two or three times
-- (dividend day, bonds, funds): at 30 a page holds five corporations with room for two more versions of each,
-- so the updates still stay on the page, and every scan of the table reads a fifth of the pages. Measured at
-- WORLD_SCALE=1000 (45,501 corporations): 45,501 pages became 9,101, each of the turn's several full scans
-- from about 0.5 s to 0.1 s, and the turn from 11 to 13 s to 8.5 to 9 s. CLUSTER rewrites the existing rows
-- at the new fill factor (unlike VACUUM FULL, it may run in the migrations' transaction).
ALTER TABLE "corporations" SET (fillfactor = 30);
--> statement-breakpoint
CLUSTER "corporations" USING "corporations_pkey";
