CREATE TABLE "scav_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"browser_key" text NOT NULL,
	"domain_slug" text NOT NULL,
	"kind" text NOT NULL,
	"price_lamports" bigint NOT NULL,
	"respins" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scav_draws_browser_domain_key" ON "scav_draws" USING btree ("browser_key","domain_slug");--> statement-breakpoint
CREATE INDEX "scav_draws_expires_idx" ON "scav_draws" USING btree ("expires_at");