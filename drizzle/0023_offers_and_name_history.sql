CREATE TABLE "buyer_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"domain_slug" text NOT NULL,
	"wallet" text NOT NULL,
	"amount_lamports" bigint NOT NULL,
	"counter_lamports" bigint,
	"message" text,
	"decline_reason" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_offers_status_check" CHECK ("buyer_offers"."status" in ('open', 'countered', 'accepted', 'paid', 'declined', 'withdrawn', 'expired', 'lapsed')),
	CONSTRAINT "buyer_offers_amount_check" CHECK ("buyer_offers"."amount_lamports" > 0)
);
--> statement-breakpoint
CREATE TABLE "name_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "name_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"domain_slug" text NOT NULL,
	"kind" text NOT NULL,
	"lamports" bigint,
	"order_id" uuid,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_events_kind_check" CHECK ("name_events"."kind" in ('listed', 'repriced', 'sold', 'refunded', 'offered', 'offer_accepted', 'transferred'))
);
--> statement-breakpoint
ALTER TABLE "buyer_offers" ADD CONSTRAINT "buyer_offers_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_offers_one_live_key" ON "buyer_offers" USING btree ("domain_slug","wallet") WHERE "buyer_offers"."status" in ('open', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "buyer_offers_status_created_idx" ON "buyer_offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "buyer_offers_domain_status_idx" ON "buyer_offers" USING btree ("domain_slug","status");--> statement-breakpoint
CREATE INDEX "buyer_offers_wallet_status_idx" ON "buyer_offers" USING btree ("wallet","status");--> statement-breakpoint
CREATE INDEX "buyer_offers_order_idx" ON "buyer_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "name_events_domain_idx" ON "name_events" USING btree ("domain_slug","id");--> statement-breakpoint
CREATE INDEX "name_events_kind_idx" ON "name_events" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "name_events_order_once_key" ON "name_events" USING btree ("order_id","kind") WHERE "name_events"."order_id" is not null;