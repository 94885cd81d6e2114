-- An import under way is staged without write-ahead logging (docs/architecture-reference.md "Streaming imports"):
-- its rows are written once, not twice, and dropped whole at commit. A database crash empties both tables, so an
-- import under way is lost whole (the command says the session is gone) and nothing of it reaches the catalogue.
ALTER TABLE "catalog_import_rows" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "catalog_imports" SET UNLOGGED;
