ALTER TABLE "activities" ADD COLUMN "questions_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any statement that changes questions changes their activities' rows (issue 11): the play calls read the
-- activity's xmin as the version of its question pool, which each process remembers. Statement triggers
-- with transition tables, so that a library sync inserting thousands of questions updates each activity once.
CREATE FUNCTION questions_inserted_bump_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET questions_version = questions_version + 1 WHERE id IN (SELECT activity_id FROM new_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION questions_updated_bump_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET questions_version = questions_version + 1
  WHERE id IN (SELECT activity_id FROM new_rows UNION SELECT activity_id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION questions_deleted_bump_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET questions_version = questions_version + 1 WHERE id IN (SELECT activity_id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_inserted_bump_activity AFTER INSERT ON questions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_inserted_bump_activity();
--> statement-breakpoint
CREATE TRIGGER questions_updated_bump_activity AFTER UPDATE ON questions
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_updated_bump_activity();
--> statement-breakpoint
CREATE TRIGGER questions_deleted_bump_activity AFTER DELETE ON questions
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION questions_deleted_bump_activity();
