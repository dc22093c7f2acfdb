-- The actions_turn stamp (0019) reads the clock with the statement's snapshot, as a STABLE function does, not a
-- fresh one: a spend that sets actions and actions_turn from the clock it read, while a turn commits during the
-- statement, kept a value counted from turn T but was stamped T+1 by the trigger, losing one refill.
ALTER FUNCTION characters_stamp_actions_turn() STABLE;
