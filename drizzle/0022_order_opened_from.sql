ALTER TABLE "sale_orders" ADD COLUMN "opened_from" text;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "sale_orders_opened_from_idx" ON "sale_orders" USING btree ("opened_from","status");