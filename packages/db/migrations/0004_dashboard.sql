CREATE TABLE "application_optouts" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"auto_login" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_optouts" ADD CONSTRAINT "application_optouts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;