DROP INDEX "play_sessions_student_activity_idx";--> statement-breakpoint
CREATE INDEX "play_sessions_student_activity_idx" ON "play_sessions" USING btree ("student_id","activity_id","id");