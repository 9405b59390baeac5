CREATE TABLE "page_view_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_counts_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_codes_expires_at_idx" ON "sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
-- Page views become daily counts per path: the rows kept so far are folded in (UTC days).
INSERT INTO "page_view_counts" ("day", "path", "views")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "path", count(*)::integer FROM "page_views" GROUP BY 1, 2
ON CONFLICT ("day", "path") DO UPDATE SET "views" = "page_view_counts"."views" + excluded."views";--> statement-breakpoint
DELETE FROM "page_views";
