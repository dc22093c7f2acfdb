-- Dividends are paid once a quarter (13 turns), each corporation on its own week (seq modulo 13), instead of
-- every turn. Each turn's history row keeps the dividend declared for it (the rate of the turn's after-tax
-- profit); the payment day pays the sum declared since the last one. Rows from before this migration declared
-- nothing, so a corporation's first payment after it covers only the turns run since.
ALTER TABLE "corporation_history" ADD COLUMN "dividend_declared_cents" bigint DEFAULT 0 NOT NULL;
