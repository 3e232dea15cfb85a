CREATE TABLE "lender_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_idempotency" (
	"lender_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_idempotency_lender_id_key_pk" PRIMARY KEY("lender_id","key")
);
--> statement-breakpoint
CREATE TABLE "lender_organisations" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_share_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"actor" text NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'shared' NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"consent_text_version" varchar(32) NOT NULL,
	"terms" jsonb,
	"rejection_reason" varchar(32),
	"sanction" jsonb,
	"sanction_letter" text,
	"disbursal" jsonb,
	"utr" varchar(22),
	"schedule" jsonb,
	"shared_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lender_api_keys" ADD CONSTRAINT "lender_api_keys_lender_id_lender_organisations_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lender_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_share_events" ADD CONSTRAINT "lender_share_events_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_shares" ADD CONSTRAINT "lender_shares_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_shares" ADD CONSTRAINT "lender_shares_lender_id_lender_organisations_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lender_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_webhook_deliveries" ADD CONSTRAINT "lender_webhook_deliveries_endpoint_id_lender_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."lender_webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_webhook_endpoints" ADD CONSTRAINT "lender_webhook_endpoints_lender_id_lender_organisations_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lender_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_api_keys_hash_key" ON "lender_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "lender_api_keys_lender_idx" ON "lender_api_keys" USING btree ("lender_id");--> statement-breakpoint
CREATE INDEX "lender_idempotency_created_idx" ON "lender_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lender_share_events_share_idx" ON "lender_share_events" USING btree ("share_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_shares_app_lender_key" ON "lender_shares" USING btree ("application_id","lender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_shares_utr_key" ON "lender_shares" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "lender_shares_lender_status_idx" ON "lender_shares" USING btree ("lender_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "lender_webhook_deliveries_endpoint_idx" ON "lender_webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "lender_webhook_endpoints_lender_idx" ON "lender_webhook_endpoints" USING btree ("lender_id");