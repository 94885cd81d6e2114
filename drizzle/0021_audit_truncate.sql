-- Custom SQL: the append-only logs refuse TRUNCATE too (a row trigger never sees one).
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "order_notes_no_truncate" BEFORE TRUNCATE ON "order_notes"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_notes_append_only"();
