DROP INDEX "attempts_student_created_idx";--> statement-breakpoint
CREATE INDEX "assignments_student_idx" ON "assignments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attempts_student_created_idx" ON "attempts" USING btree ("student_id","created_at","id");