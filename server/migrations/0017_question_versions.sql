ALTER TABLE "questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "origin_id" integer;--> statement-breakpoint
-- Prebuilt questions retired by the library sync (extra_data.retired) leave the pools the same way (issue 12).
UPDATE "questions" SET "hidden_at" = now() WHERE "extra_data"->>'retired' = 'true';
