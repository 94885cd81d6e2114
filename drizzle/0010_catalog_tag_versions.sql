CREATE TABLE "catalog_tag_versions" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
