CREATE TABLE "sale_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain_slug" text NOT NULL,
	"domain_name" text NOT NULL,
	"amount_lamports" bigint NOT NULL,
	"recipient" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"buyer" text,
	"signature" text,
	"paid_lamports" bigint,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_orders_status_check" CHECK ("sale_orders"."status" in ('awaiting_payment', 'paid', 'paid_late', 'expired', 'fulfilled', 'refunded')),
	CONSTRAINT "sale_orders_amount_check" CHECK ("sale_orders"."amount_lamports" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_reference_key" ON "sale_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_signature_key" ON "sale_orders" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "sale_orders_domain_status_idx" ON "sale_orders" USING btree ("domain_slug","status");--> statement-breakpoint
CREATE INDEX "sale_orders_status_checked_idx" ON "sale_orders" USING btree ("status","checked_at");