-- Dividends are paid once a quarter (13 turns), each corporation on its own week (seq modulo 13), instead of
-- every turn: each turn's declared dividend (its rate of the turn's after-tax profit) accrues here until the
-- payment day. A turn pays a thirteenth of the corporations' holders instead of all of them.
ALTER TABLE "corporations" ADD COLUMN "dividend_accrued_cents" bigint DEFAULT 0 NOT NULL;
