CREATE TABLE "name_deliveries" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"signature" text,
	"last_valid_block_height" bigint,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_deliveries_state_check" CHECK ("name_deliveries"."state" in ('pending', 'sent', 'delivered', 'blocked', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "name_deliveries" ADD CONSTRAINT "name_deliveries_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_deliveries_due_idx" ON "name_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "name_deliveries_signature_key" ON "name_deliveries" USING btree ("signature");