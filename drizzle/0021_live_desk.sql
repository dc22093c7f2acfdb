CREATE TABLE "live_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"character_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"character_id" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "notification_preferences_character_id_kind_pk" PRIMARY KEY("character_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "mail_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "sender_character_id" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "recipient_character_id" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "in_reply_to_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "character_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "turn" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_character_idx" ON "live_events" USING btree ("character_id","seq");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_sender_character_id_characters_id_fk" FOREIGN KEY ("sender_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_recipient_character_id_characters_id_fk" FOREIGN KEY ("recipient_character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_sender_idx" ON "mail_messages" USING btree ("sender_user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_character_seq_idx" ON "notifications" USING btree ("character_id","seq");--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_seq_unique" UNIQUE("seq");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- Wakes every web process's LISTEN connection when frames are written; NOTIFY is delivered at commit, so
-- a listener never reads a frame its writer later rolls back. One signal per statement, not per row.
CREATE FUNCTION live_events_signal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER live_events_signal
  AFTER INSERT ON live_events
  FOR EACH STATEMENT EXECUTE FUNCTION live_events_signal();
