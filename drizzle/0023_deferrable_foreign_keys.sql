-- Every foreign key becomes DEFERRABLE (still INITIALLY IMMEDIATE: players' writes are checked per statement as
-- before). The turn sets them DEFERRED: PostgreSQL re-checks a row's foreign keys on every update after the
-- first in a transaction, so a turn that updates each corporation in eight phases checked each of its six keys
-- eight times; deferred, only the row's last version is checked, once, at commit.
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN
    SELECT con.conname, cls.relname
    FROM pg_constraint con
    JOIN pg_class cls ON cls.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = cls.relnamespace
    WHERE con.contype = 'f' AND ns.nspname = current_schema() AND NOT con.condeferrable
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.relname, fk.conname);
  END LOOP;
END $$;
