CREATE TABLE "rpc_budget" (
	"id" integer PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "rpc_budget" ("id", "tokens", "refilled_at") VALUES (1, 80, now()) ON CONFLICT DO NOTHING;
