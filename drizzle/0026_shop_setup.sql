-- Issue 45: operators and the setup link in the database, the console's settings, and each order's network.
-- Orders before this migration were all opened on mainnet-beta (SOLANA_CLUSTER's default then): they keep it.
CREATE TABLE "mall_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"wallet" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('owner', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "setup_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "cluster" text DEFAULT 'mainnet-beta' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_orders" ALTER COLUMN "cluster" SET DEFAULT 'devnet';--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_one_owner_key" ON "operators" USING btree ("role") WHERE "operators"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "setup_codes_expires_idx" ON "setup_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sale_orders_cluster_idx" ON "sale_orders" USING btree ("cluster","status");