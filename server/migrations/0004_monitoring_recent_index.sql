DROP INDEX IF EXISTS "assignments_subject_assigned_idx";--> statement-breakpoint
CREATE INDEX "assignments_subject_assigned_id_idx" ON "assignments" USING btree ("subject_id","assigned_at","id");