CREATE TABLE "money_back_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_id" uuid,
	"payment_id" uuid,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by_user_id" uuid,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_number" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_back_claims" ADD CONSTRAINT "money_back_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_back_claims" ADD CONSTRAINT "money_back_claims_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_back_claims" ADD CONSTRAINT "money_back_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_back_claims_status_idx" ON "money_back_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "money_back_claims_user_idx" ON "money_back_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_back_claims_one_open_idx" ON "money_back_claims" USING btree ("user_id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_number_unique" UNIQUE("refund_number");--> statement-breakpoint
-- Subscriptions that gave access before the column existed: live ones, and ended ones that took a payment or were not
-- a checkout (grants).
UPDATE "subscriptions" SET "started_at" = "created_at"
WHERE "status" IN ('trialing', 'active', 'past_due')
   OR "gateway" = 'grant'
   OR EXISTS (SELECT 1 FROM "payments" p WHERE p."subscription_id" = "subscriptions"."id" AND p."status" IN ('succeeded', 'refunded'));
