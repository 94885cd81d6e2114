CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"price" text DEFAULT 'TBA' NOT NULL,
	"category" text NOT NULL,
	"vaulted" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text,
	"has_website" boolean DEFAULT false NOT NULL,
	"archetype" text DEFAULT 'both' NOT NULL,
	"tier" text,
	"floor" text NOT NULL,
	"fixer_queue" boolean DEFAULT false NOT NULL,
	"fixer_active" boolean DEFAULT false NOT NULL,
	"queue_expires" timestamp with time zone,
	"buy_link" text,
	"png_url" text,
	"social" text,
	"rotation_group" text,
	"rotation_expires" timestamp with time zone,
	"lore" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_status_check" CHECK ("domains"."status" in ('available', 'not_for_sale', 'sold', 'coming-soon', 'promoted')),
	CONSTRAINT "domains_category_check" CHECK ("domains"."category" in ('headquarters', 'premium', 'mid', 'quick', 'basement', 'scav', 'flashRack')),
	CONSTRAINT "domains_archetype_check" CHECK ("domains"."archetype" in ('builder', 'degen', 'both')),
	CONSTRAINT "domains_tier_check" CHECK ("domains"."tier" is null or "domains"."tier" in ('vaulted-premium', 'blueprint-tier', 'quick-snag', 'flash-rack')),
	CONSTRAINT "domains_floor_check" CHECK ("domains"."floor" in ('B1_Underbelly', '1F_Mainfloor', '2F_TechSector', '3F_LoungeLore')),
	CONSTRAINT "domains_rotation_group_check" CHECK ("domains"."rotation_group" is null or "domains"."rotation_group" in ('mythic', 'featured', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "fairness_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merch_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_address" text NOT NULL,
	"email" text NOT NULL,
	"size" text,
	"meme_text" text,
	"domain_holder" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merch_waitlist_size_check" CHECK ("merch_waitlist"."size" is null or "merch_waitlist"."size" in ('XS','S','M','L','XL','XXL'))
);
--> statement-breakpoint
CREATE TABLE "notify_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain_slug" text NOT NULL,
	"recipient" text NOT NULL,
	"email" text,
	"price_sol" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"error" text,
	"receipt_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'minted', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" text NOT NULL,
	"option_id" text NOT NULL,
	"voter_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet_address" text NOT NULL,
	"seed_id" integer NOT NULL,
	"hmac" text NOT NULL,
	"random_value" double precision NOT NULL,
	"prize_label" text NOT NULL,
	"prize_rarity" text NOT NULL,
	"tickets_won" integer DEFAULT 0 NOT NULL,
	"cost" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_address" text NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"access_target" text,
	"notes" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrade_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'deployment' NOT NULL,
	"domain" text NOT NULL,
	"description" text,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'app' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"wallet_address" text PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'Tier 0' NOT NULL,
	"domains_owned" integer DEFAULT 0 NOT NULL,
	"wifhoodie_holder" boolean DEFAULT false NOT NULL,
	"retailpass_expiry" timestamp with time zone,
	"total_rts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_total_rts_check" CHECK ("wallets"."total_rts" >= 0),
	CONSTRAINT "wallets_domains_owned_check" CHECK ("wallets"."domains_owned" >= 0)
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_wallet_address_wallets_wallet_address_fk" FOREIGN KEY ("wallet_address") REFERENCES "public"."wallets"("wallet_address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_seed_id_fairness_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fairness_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_log" ADD CONSTRAINT "ticket_log_wallet_address_wallets_wallet_address_fk" FOREIGN KEY ("wallet_address") REFERENCES "public"."wallets"("wallet_address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_nonces_expires_idx" ON "auth_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_key" ON "domains" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_slug_key" ON "domains" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "domains_category_idx" ON "domains" USING btree ("category");--> statement-breakpoint
CREATE INDEX "domains_status_idx" ON "domains" USING btree ("status");--> statement-breakpoint
CREATE INDEX "domains_rotation_group_idx" ON "domains" USING btree ("rotation_group");--> statement-breakpoint
CREATE INDEX "domains_tags_idx" ON "domains" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "fairness_seeds_hash_key" ON "fairness_seeds" USING btree ("seed_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "merch_waitlist_email_key" ON "merch_waitlist" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_email_topic_key" ON "notify_requests" USING btree ("email","topic");--> statement-breakpoint
CREATE INDEX "orders_domain_idx" ON "orders" USING btree ("domain_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_votes_voter_key" ON "poll_votes" USING btree ("poll_id","voter_key");--> statement-breakpoint
CREATE INDEX "poll_votes_option_idx" ON "poll_votes" USING btree ("poll_id","option_id");--> statement-breakpoint
CREATE INDEX "spins_wallet_idx" ON "spins" USING btree ("wallet_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_log_idempotency_key" ON "ticket_log" USING btree ("wallet_address","idempotency_key");--> statement-breakpoint
CREATE INDEX "ticket_log_wallet_idx" ON "ticket_log" USING btree ("wallet_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_key" ON "waitlist_entries" USING btree ("email","source");