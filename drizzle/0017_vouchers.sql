CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"issued_to" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" in ('mid-tier', 'premium', 'flash-rack', 'scav-rack')),
	CONSTRAINT "vouchers_source_check" CHECK ("vouchers"."source" in ('chat', 'wheel'))
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_source_ref_key" ON "vouchers" USING btree ("source_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_one_per_wallet_kind_key" ON "vouchers" USING btree ("redeemed_by","kind") WHERE "vouchers"."redeemed_by" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_issued_to_idx" ON "vouchers" USING btree ("issued_to","issued_at");--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");