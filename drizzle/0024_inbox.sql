CREATE TABLE "inbox_emails" (
	"wallet" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"verify_token_hash" text,
	"verify_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inbox" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"order_id" uuid,
	"offer_id" text,
	"lamports" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("inbox","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("inbox") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "watchlist_stars" DROP COLUMN "seen_status";--> statement-breakpoint
ALTER TABLE "watchlist_stars" DROP COLUMN "seen_price_lamports";--> statement-breakpoint
ALTER TABLE "watchlist_stars" DROP COLUMN "seen_on_sale";--> statement-breakpoint
ALTER TABLE "watchlist_stars" DROP COLUMN "seen_at";--> statement-breakpoint
-- Inboxes (docs/architecture.md "Live sales"): a message added or read is announced on the 'inbox' channel with the
-- inbox it touched (a wallet or '@operators'), never its contents; the stream passes it only to that inbox's pages.
CREATE OR REPLACE FUNCTION notifications_notify() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.read_at IS NOT DISTINCT FROM NEW.read_at THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('inbox', NEW.inbox);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_notify AFTER INSERT OR UPDATE OF read_at ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_notify();
