-- The audit log is append-only in the database itself, not only by the application's habit: a statement
-- that updates, deletes or truncates it fails, whoever sends it (a bug, an injected statement, an operator's
-- slip). One exception: the retention job replaces mobile numbers in old entries by their hashes
-- (packages/api/src/retention/audit-mobiles.ts). It says so for its own transaction
-- (`set_config('loansetu.audit_redaction', 'on', true)`), and even then only the subject and the
-- details/before/after values may change: who acted, what, when, from where and on which lead stay as
-- written. A role that can run any SQL can still set that flag; a production database should also give the
-- application's role no UPDATE, DELETE or TRUNCATE on audit_log beyond this (docs/operations.md).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('loansetu.audit_redaction', true), '') = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_type = OLD.actor_type
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
     AND NEW.action = OLD.action AND NEW.lead_id IS NOT DISTINCT FROM OLD.lead_id
     AND NEW.subject_type IS NOT DISTINCT FROM OLD.subject_type
     AND NEW.ip IS NOT DISTINCT FROM OLD.ip AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_append_only_rows ON audit_log;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only_rows BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_append_only_truncate ON audit_log;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
