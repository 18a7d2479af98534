CREATE TABLE "idempotency_keys" (
	"owner" varchar(64) NOT NULL,
	"key" varchar(200) NOT NULL,
	"target" varchar(400) NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_owner_key_pk" ON "idempotency_keys" USING btree ("owner","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");