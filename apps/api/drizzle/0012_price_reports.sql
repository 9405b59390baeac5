CREATE TABLE "price_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"medication_id" integer,
	"fill_id" integer,
	"medication_name" text NOT NULL,
	"pack_label" text,
	"shown_price_cents" integer,
	"pharmacy" text NOT NULL,
	"charged_cents" integer NOT NULL,
	"charged_on" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_reports_charged_non_negative" CHECK ("price_reports"."charged_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_fill_id_fills_id_fk" FOREIGN KEY ("fill_id") REFERENCES "public"."fills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reports" ADD CONSTRAINT "price_reports_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_reports_owner_idx" ON "price_reports" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_reports_status_idx" ON "price_reports" USING btree ("status","created_at");