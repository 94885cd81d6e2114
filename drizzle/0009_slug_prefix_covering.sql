-- Name-prefix searches and the "similar names" candidates walk this index in slug order; with the id and name in it
-- they read no table rows (docs/architecture.md "The catalogue at scale").
DROP INDEX "domains_slug_c_idx";--> statement-breakpoint
CREATE INDEX "domains_slug_c_idx" ON "domains" USING btree ("slug" COLLATE "C") INCLUDE ("id", "name");
--> statement-breakpoint
-- A name-ordered page of one category with a price range stays in this index too.
DROP INDEX "domains_listed_category_name_idx";--> statement-breakpoint
CREATE INDEX "domains_listed_category_name_idx" ON "domains" USING btree ("category","name") INCLUDE ("price_lamports") WHERE "domains"."listed";
