-- The live sales feed (docs/architecture.md "Live sales"): every change of a sale order's status is announced on the
-- 'sales' channel when its transaction commits, to every process listening (LISTEN sales).
CREATE OR REPLACE FUNCTION sale_orders_notify() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('sales', json_build_object('id', NEW.id, 'slug', NEW.domain_slug, 'status', NEW.status)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sale_orders_notify AFTER INSERT OR UPDATE OF status ON sale_orders
  FOR EACH ROW EXECUTE FUNCTION sale_orders_notify();
