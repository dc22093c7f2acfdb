-- Unlogged: a lease is worth nothing after a crash, and needs no WAL.
CREATE UNLOGGED TABLE "live_stream_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_stream_leases_client_idx" ON "live_stream_leases" USING btree ("client_key","expires_at");