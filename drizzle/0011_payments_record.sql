CREATE TABLE "payment_scan_seen" (
	"signature" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_scans" (
	"seller" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"claimed_at" timestamp with time zone,
	"backoff_until" timestamp with time zone,
	"backoff_ms" integer DEFAULT 0 NOT NULL,
	"ticks" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_ok_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"signature" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text,
	"recipient" text,
	"lamports" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_outcome_check" CHECK ("sale_payments"."outcome" in ('completed', 'underpaid', 'paid_late', 'failed', 'wrong_recipient', 'wrong_memo', 'extra', 'refunded')),
	CONSTRAINT "sale_payments_lamports_check" CHECK ("sale_payments"."lamports" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"signature" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"lamports" bigint NOT NULL,
	"tickets_reversed" integer DEFAULT 0 NOT NULL,
	"tickets_shortfall" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refunds_lamports_check" CHECK ("sale_refunds"."lamports" > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "received_lamports" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "refunded_lamports" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_scan_seen_at_idx" ON "payment_scan_seen" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "sale_payments_order_idx" ON "sale_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sale_refunds_order_idx" ON "sale_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_one_sale_per_name_key" ON "sale_orders" USING btree ("domain_slug") WHERE "sale_orders"."status" in ('paid', 'fulfilled');