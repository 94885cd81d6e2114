CREATE INDEX "domains_listed_category_name_idx" ON "domains" USING btree ("category","name") WHERE "domains"."listed";--> statement-breakpoint
CREATE INDEX "domains_listed_category_price_asc_idx" ON "domains" USING btree ("category","price_lamports","name") WHERE "domains"."listed";--> statement-breakpoint
CREATE INDEX "domains_listed_category_price_desc_idx" ON "domains" USING btree ("category","price_lamports" DESC NULLS LAST,"name") WHERE "domains"."listed";--> statement-breakpoint
DROP INDEX "domains_listed_name_idx";--> statement-breakpoint
CREATE INDEX "domains_listed_name_idx" ON "domains" USING btree ("name") INCLUDE ("price_lamports", "category", "status") WHERE "domains"."listed";
