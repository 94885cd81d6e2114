DROP INDEX "domains_category_idx";--> statement-breakpoint
DROP INDEX "domains_status_idx";--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "price_lamports" bigint;--> statement-breakpoint
CREATE INDEX "domains_category_name_idx" ON "domains" USING btree ("category","name");--> statement-breakpoint
CREATE INDEX "domains_status_name_idx" ON "domains" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "domains_floor_name_idx" ON "domains" USING btree ("floor","name");--> statement-breakpoint
CREATE INDEX "domains_listed_name_idx" ON "domains" USING btree ("name") WHERE "domains"."listed";--> statement-breakpoint
CREATE INDEX "domains_listed_price_asc_idx" ON "domains" USING btree ("price_lamports","name") WHERE "domains"."listed";--> statement-breakpoint
CREATE INDEX "domains_listed_price_desc_idx" ON "domains" USING btree ("price_lamports" DESC NULLS LAST,"name") WHERE "domains"."listed";--> statement-breakpoint
UPDATE "domains" SET "price_lamports" = (substring("price" from '(\d*\.?\d+)')::numeric * 1000000000)::bigint WHERE "price" ~* '^\s*(\d+(\.\d{1,9})?|\.\d{1,9})\s*(sol)?\s*$' AND substring("price" from '(\d*\.?\d+)')::numeric * 1000000000 <= 9007199254740991;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_text(description text, tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(description || ' ' || array_to_string(tags, ' ')) $$;--> statement-breakpoint
CREATE INDEX "domains_slug_c_idx" ON "domains" USING btree ("slug" COLLATE "C");--> statement-breakpoint
CREATE INDEX "domains_slug_trgm_idx" ON "domains" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domains_text_trgm_idx" ON "domains" USING gin (catalog_search_text("description", "tags") gin_trgm_ops);
