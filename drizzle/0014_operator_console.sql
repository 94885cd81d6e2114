CREATE TABLE "operator_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_audit_log_created_idx" ON "operator_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_actor_idx" ON "operator_audit_log" USING btree ("actor");--> statement-breakpoint
CREATE FUNCTION "operator_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_change" BEFORE UPDATE OR DELETE ON "operator_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_append_only"();
