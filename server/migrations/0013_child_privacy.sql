ALTER TABLE "students" ADD COLUMN "consent_by" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_teacher_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_consent_by_users_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_last_teacher_id_users_id_fk" FOREIGN KEY ("last_teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;