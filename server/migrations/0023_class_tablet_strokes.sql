ALTER TABLE "sections" ADD COLUMN "tablet_pin_hash" varchar(200);--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "strokes" jsonb;