ALTER TABLE "characters" ADD COLUMN "actions_turn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now every turn rewrote actions, so each stored value is current as of the clock's turn.
UPDATE "characters" SET "actions_turn" = coalesce((SELECT "current_turn" FROM "game_state" LIMIT 1), 0);
--> statement-breakpoint
-- Actions refill lazily (lib/systems/core/characters/actions.ts): a stored value counts from the turn it was
-- written at. A statement that writes actions without moving actions_turn itself gets the clock's turn, so a
-- plain `SET actions = n` means "n now", whoever issues it.
CREATE FUNCTION characters_stamp_actions_turn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.actions_turn IS NOT DISTINCT FROM OLD.actions_turn THEN
    NEW.actions_turn := coalesce((SELECT current_turn FROM game_state LIMIT 1), 0);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER characters_stamp_actions_turn
  BEFORE INSERT OR UPDATE OF actions ON characters
  FOR EACH ROW EXECUTE FUNCTION characters_stamp_actions_turn();
