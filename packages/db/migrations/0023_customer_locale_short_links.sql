CREATE TABLE "short_links" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "short_links_expires_idx" ON "short_links" USING btree ("expires_at");--> statement-breakpoint
-- Customers known before the language was stored: the language of their newest consent on an application
-- (the journey records it), else English.
UPDATE "users" SET "locale" = 'hi' WHERE (
  SELECT c."locale" FROM "application_consents" c
  JOIN "applications" a ON a."id" = c."application_id"
  WHERE a."user_id" = "users"."id"
  ORDER BY c."id" DESC LIMIT 1
) = 'hi';
