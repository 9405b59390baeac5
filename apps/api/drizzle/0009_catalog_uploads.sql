-- Publishing the catalogue from the back office (docs/decisions/0016-back-office.md): kept uploads, retired medications.
CREATE TABLE "catalog_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"row_count" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"rollback_of" integer
);
--> statement-breakpoint
ALTER TABLE "medications" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_uploads" ADD CONSTRAINT "catalog_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_uploads" ADD CONSTRAINT "catalog_uploads_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_uploads" ADD CONSTRAINT "catalog_uploads_rollback_of_catalog_uploads_id_fk" FOREIGN KEY ("rollback_of") REFERENCES "public"."catalog_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_uploads_uploaded_at_idx" ON "catalog_uploads" USING btree ("uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_uploads_published_at_idx" ON "catalog_uploads" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);