ALTER TABLE "ticket_log" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_log" ADD CONSTRAINT "ticket_log_mode_check" CHECK ("ticket_log"."mode" in ('test', 'live'));--> statement-breakpoint
-- Entries test sales caused before this migration: a test order's purchase tickets and their refund, and the referral reward a test order earned (and its refund).
UPDATE "ticket_log" AS t SET "mode" = 'test' FROM "sale_orders" AS o
  WHERE o."cluster" <> 'mainnet-beta' AND t."wallet_address" = o."buyer"
    AND t."idempotency_key" IN ('order:' || o."id"::text, 'refund:' || o."id"::text);--> statement-breakpoint
UPDATE "ticket_log" AS t SET "mode" = 'test' FROM "referrals" AS r, "sale_orders" AS o
  WHERE o."id"::text = r."credited_order_id" AND o."cluster" <> 'mainnet-beta' AND t."wallet_address" = r."referrer_wallet"
    AND t."idempotency_key" IN ('referral:' || r."referred_wallet", 'referral-refund:' || o."id"::text);
