ALTER TABLE "organizations" ADD COLUMN "deped_school_id" varchar(6);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "lrn" varchar(12);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "birth_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "students_org_lrn_unique" ON "students" USING btree ("organization_id","lrn");