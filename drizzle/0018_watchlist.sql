CREATE TABLE "watchlist_stars" (
	"wallet" text NOT NULL,
	"domain_id" integer NOT NULL,
	"seen_status" text NOT NULL,
	"seen_price_lamports" bigint,
	"seen_on_sale" boolean NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_stars_wallet_domain_id_pk" PRIMARY KEY("wallet","domain_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist_stars" ADD CONSTRAINT "watchlist_stars_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_stars_wallet_created_idx" ON "watchlist_stars" USING btree ("wallet","created_at");