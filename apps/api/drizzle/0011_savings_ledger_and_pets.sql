CREATE TABLE "fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"medication_id" integer,
	"medication_name" text NOT NULL,
	"pack_label" text,
	"filled_on" date NOT NULL,
	"quantity" double precision NOT NULL,
	"price_paid_cents" integer NOT NULL,
	"retail_cents" integer,
	"pharmacy" text NOT NULL,
	"source" text DEFAULT 'member' NOT NULL,
	"claim_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fills_claim_key_unique" UNIQUE("claim_key"),
	CONSTRAINT "fills_price_paid_non_negative" CHECK ("fills"."price_paid_cents" >= 0),
	CONSTRAINT "fills_retail_non_negative" CHECK ("fills"."retail_cents" is null or "fills"."retail_cents" >= 0),
	CONSTRAINT "fills_quantity_positive" CHECK ("fills"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "species" text;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fills_owner_filled_idx" ON "fills" USING btree ("owner_user_id","filled_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fills_membership_idx" ON "fills" USING btree ("membership_id");