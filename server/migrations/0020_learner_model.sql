CREATE TABLE "item_stats" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"look_log_mean" double precision,
	"looks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "look_ms" integer;--> statement-breakpoint
ALTER TABLE "concept_mastery" ADD COLUMN "skill_mean" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "concept_mastery" ADD COLUMN "skill_sd" double precision DEFAULT 1.2 NOT NULL;--> statement-breakpoint
ALTER TABLE "concept_mastery" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before the learner model are 0: recomputed from attempts at start (play.backfill.ts), then 1.
ALTER TABLE "concept_mastery" ADD COLUMN "model_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "concept_mastery" ALTER COLUMN "model_version" SET DEFAULT 1;