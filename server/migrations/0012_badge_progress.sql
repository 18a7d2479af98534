CREATE TABLE "badge_progress" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"last_attempt_id" integer NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"practice_days" integer NOT NULL,
	"last_practice_day" date,
	"guided_correct" integer NOT NULL,
	"first_run" integer NOT NULL,
	"first_tens" integer NOT NULL,
	"activities" integer[] NOT NULL,
	"types" text[] NOT NULL,
	"perfect_sessions" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_progress" ADD CONSTRAINT "badge_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_progress" ADD CONSTRAINT "badge_progress_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;