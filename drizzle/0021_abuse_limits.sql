CREATE TABLE "name_view_visitors" (
	"day" text NOT NULL,
	"slug" text NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "name_view_visitors_day_slug_visitor_key_pk" PRIMARY KEY("day","slug","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "mall_draw_days" (
	"day" text NOT NULL,
	"slug" text NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_draw_days_day_slug_pk" PRIMARY KEY("day","slug")
);
--> statement-breakpoint
CREATE TABLE "wallet_history" (
	"wallet_address" text PRIMARY KEY NOT NULL,
	"balance_lamports" bigint NOT NULL,
	"first_transaction_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "poll_votes" ADD COLUMN "proven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Custom SQL: the append-only logs refuse TRUNCATE too (a row trigger never sees one).
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "order_notes_no_truncate" BEFORE TRUNCATE ON "order_notes"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_notes_append_only"();
