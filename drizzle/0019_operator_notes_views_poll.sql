CREATE TABLE "name_views" (
	"slug" text NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "name_views_slug_day_pk" PRIMARY KEY("slug","day")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"poll_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_options_poll_id_id_pk" PRIMARY KEY("poll_id","id"),
	CONSTRAINT "poll_options_category_check" CHECK ("poll_options"."category" in ('Premium', 'Mid')),
	CONSTRAINT "poll_options_votes_check" CHECK ("poll_options"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_settings" (
	"poll_id" text PRIMARY KEY NOT NULL,
	"end_date" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "sol_usd_rate" double precision;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_views_day_idx" ON "name_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "sale_orders_created_id_idx" ON "sale_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sale_orders_paid_at_idx" ON "sale_orders" USING btree ("paid_at");--> statement-breakpoint
-- Custom SQL: order notes are append-only, like the audit log.
CREATE FUNCTION "order_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'order_notes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_notes_no_change" BEFORE UPDATE OR DELETE ON "order_notes"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_notes_append_only"();
