CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" varchar(32) NOT NULL,
	"page" varchar(200) NOT NULL,
	"source" varchar(64) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"online" boolean NOT NULL,
	"button_type" varchar(32),
	"button_number" integer,
	"product" varchar(48),
	"detail" varchar(48),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_event_at_idx" ON "analytics_events" USING btree ("event","at");