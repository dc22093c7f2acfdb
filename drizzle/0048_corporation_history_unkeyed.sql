-- corporations-record-history inserts a row for every corporation every turn, selected from the corporations
-- table in the same transaction, and no corporation is ever deleted: the foreign key could not fail, but its
-- deferred check ran for each row at the turn's end (45,501 checks, 0.24 s of a turn at WORLD_SCALE=1000). The
-- world run checks that every history row has its corporation.
ALTER TABLE "corporation_history" DROP CONSTRAINT "corporation_history_corporation_id_corporations_id_fk";
