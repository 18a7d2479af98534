ALTER TABLE "activities" ADD COLUMN "questions_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any statement that changes questions changes their activities' rows (issue 11): the play calls read the
-- activity's xmin as the version of its question pool, which each process remembers. Statement triggers
-- with transition tables, so that a library sync inserting thousands of questions updates each activity once.
-- An insert's new rows and a delete's old ones are both `changed`; an update may move a question, so both.
CREATE FUNCTION questions_changed_bump_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET questions_version = questions_version + 1 WHERE id IN (SELECT activity_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION questions_updated_bump_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activities SET questions_version = questions_version + 1
  WHERE id IN (SELECT activity_id FROM changed UNION SELECT activity_id FROM moved_from);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_inserted_bump_activity AFTER INSERT ON questions
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION questions_changed_bump_activity();
--> statement-breakpoint
CREATE TRIGGER questions_deleted_bump_activity AFTER DELETE ON questions
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION questions_changed_bump_activity();
--> statement-breakpoint
CREATE TRIGGER questions_updated_bump_activity AFTER UPDATE ON questions
REFERENCING OLD TABLE AS moved_from NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION questions_updated_bump_activity();
