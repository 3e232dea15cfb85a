CREATE TABLE "lender_user_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"mfa_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "lender_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_encrypted" text NOT NULL,
	"totp_last_step" bigint,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_by" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lender_user_recovery_codes" ADD CONSTRAINT "lender_user_recovery_codes_user_id_lender_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lender_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_user_sessions" ADD CONSTRAINT "lender_user_sessions_user_id_lender_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lender_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_users" ADD CONSTRAINT "lender_users_lender_id_lender_organisations_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lender_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_user_recovery_codes_user_idx" ON "lender_user_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_user_sessions_token_key" ON "lender_user_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lender_user_sessions_user_idx" ON "lender_user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_users_email_key" ON "lender_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "lender_users_lender_idx" ON "lender_users" USING btree ("lender_id");