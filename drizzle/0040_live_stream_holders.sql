-- Unlogged, as live_stream_leases: a heartbeat is worth nothing after a crash, and needs no WAL.
CREATE UNLOGGED TABLE "live_stream_holders" (
	"holder" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
