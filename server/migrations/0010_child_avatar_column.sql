ALTER TABLE "students" ADD COLUMN "avatar" varchar(30);--> statement-breakpoint
CREATE INDEX "students_section_avatar_idx" ON "students" USING btree ("section_id","avatar");