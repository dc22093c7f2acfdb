-- The country history log is append-only: refuse every UPDATE and DELETE, whoever issues it.
CREATE FUNCTION history_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER history_events_append_only
  BEFORE UPDATE OR DELETE ON history_events
  FOR EACH ROW EXECUTE FUNCTION history_events_refuse_change();
