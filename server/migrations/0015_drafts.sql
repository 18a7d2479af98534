ALTER TABLE "activities" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every activity made before drafts existed had already reached its children: it stays published.
UPDATE "activities" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
