CREATE TABLE "payment_scan_backlog" (
	"signature" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL,
	"block_time" timestamp with time zone,
	"memo" text,
	"listed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_intents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"reference" text,
	"signature" text,
	"state" text DEFAULT 'built' NOT NULL,
	"whole" boolean NOT NULL,
	"lamports" bigint NOT NULL,
	"recipients" jsonb NOT NULL,
	"sender" text,
	"last_valid_block_height" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refund_intents_state_check" CHECK ("refund_intents"."state" in ('built', 'sent', 'confirmed', 'rejected', 'expired')),
	CONSTRAINT "refund_intents_lamports_check" CHECK ("refund_intents"."lamports" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "outbox_jobs_state_check" CHECK ("outbox_jobs"."state" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sale_orders" DROP CONSTRAINT "sale_orders_status_check";--> statement-breakpoint
ALTER TABLE "sale_payments" DROP CONSTRAINT "sale_payments_outcome_check";--> statement-breakpoint
DROP INDEX "sale_orders_one_sale_per_name_key";--> statement-breakpoint
DROP INDEX "sale_orders_signature_key";--> statement-breakpoint
CREATE INDEX "sale_orders_signature_idx" ON "sale_orders" USING btree ("signature");--> statement-breakpoint
ALTER TABLE "sale_payments" DROP CONSTRAINT "sale_payments_pkey";--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_signature_order_pk" PRIMARY KEY("signature","order_id");--> statement-breakpoint
ALTER TABLE "payment_scans" ADD COLUMN "list_before" text;--> statement-breakpoint
ALTER TABLE "payment_scans" ADD COLUMN "pass_head" text;--> statement-breakpoint
ALTER TABLE "payment_scans" ADD COLUMN "pass_head_slot" bigint;--> statement-breakpoint
ALTER TABLE "payment_scans" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_scans" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "prior_status" text;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "list_lamports" bigint;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "opened_by" text;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "next_owner_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "owner_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "commitment" text DEFAULT 'finalized' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "claimed_lamports" text;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "slot" bigint;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD CONSTRAINT "refund_intents_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_scan_backlog_slot_idx" ON "payment_scan_backlog" USING btree ("slot");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_intents_reference_key" ON "refund_intents" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_intents_signature_key" ON "refund_intents" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "refund_intents_order_idx" ON "refund_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_intents_state_idx" ON "refund_intents" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_jobs_dedupe_key" ON "outbox_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_jobs_order_idx" ON "outbox_jobs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_idempotency_key" ON "sale_orders" USING btree ("opened_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "sale_orders_opened_by_idx" ON "sale_orders" USING btree ("opened_by","status");--> statement-breakpoint
CREATE INDEX "sale_orders_owner_check_idx" ON "sale_orders" USING btree ("status","next_owner_check_at");--> statement-breakpoint
CREATE INDEX "sale_payments_commitment_idx" ON "sale_payments" USING btree ("commitment");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_one_sale_per_name_key" ON "sale_orders" USING btree ("domain_slug") WHERE "sale_orders"."status" in ('paid', 'delivering', 'fulfilled') or ("sale_orders"."status" = 'refund_pending' and "sale_orders"."prior_status" in ('paid', 'delivering', 'fulfilled'));--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_status_check" CHECK ("sale_orders"."status" in ('awaiting_payment', 'confirming', 'paid', 'delivering', 'fulfilled', 'expired', 'paid_late', 'refund_pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_commitment_check" CHECK ("sale_payments"."commitment" in ('confirmed', 'finalized', 'dropped'));--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_outcome_check" CHECK ("sale_payments"."outcome" in ('pending', 'completed', 'underpaid', 'paid_late', 'failed', 'wrong_recipient', 'wrong_memo', 'extra', 'refunded', 'dropped', 'rejected'));