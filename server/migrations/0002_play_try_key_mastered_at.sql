DROP INDEX "attempts_session_question_type_unique";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "try_key" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "concept_mastery" ADD COLUMN "mastered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_session_question_type_unique" ON "attempts" USING btree ("session_id","question_id","attempt_type","try_key");