ALTER TABLE "attempts" DROP CONSTRAINT "attempts_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_activity_id_activities_id_fk";
--> statement-breakpoint
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_concept_id_concepts_id_fk";
--> statement-breakpoint
ALTER TABLE "attempts" DROP CONSTRAINT "attempts_original_activity_id_activities_id_fk";
