CREATE TABLE "poll_address_votes" (
	"poll_id" text NOT NULL,
	"address_hash" text NOT NULL,
	"day" date NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_address_votes_poll_id_address_hash_day_pk" PRIMARY KEY("poll_id","address_hash","day")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_address" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credited_on" date,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_wallet" text PRIMARY KEY NOT NULL,
	"referrer_wallet" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"credited_order_id" text,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_wallet" <> "referrals"."referred_wallet")
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welcome_claims" (
	"wallet_address" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_wallet_address_wallets_wallet_address_fk" FOREIGN KEY ("wallet_address") REFERENCES "public"."wallets"("wallet_address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_wallet_wallets_wallet_address_fk" FOREIGN KEY ("referred_wallet") REFERENCES "public"."wallets"("wallet_address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_wallet_wallets_wallet_address_fk" FOREIGN KEY ("referrer_wallet") REFERENCES "public"."wallets"("wallet_address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_claims" ADD CONSTRAINT "welcome_claims_wallet_address_wallets_wallet_address_fk" FOREIGN KEY ("wallet_address") REFERENCES "public"."wallets"("wallet_address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_credit_per_day" ON "feedback" USING btree ("wallet_address","credited_on");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_wallet_idx" ON "feedback" USING btree ("wallet_address","id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_wallet");