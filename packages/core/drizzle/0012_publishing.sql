CREATE TABLE "publishing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"name" text,
	"account_type" text NOT NULL,
	"profile_picture_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"token_ciphertext" text,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quota_usage" integer,
	"quota_total" integer DEFAULT 50 NOT NULL,
	"quota_checked_at" timestamp with time zone,
	"reconnect_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"stage" text,
	"caption" text DEFAULT '' NOT NULL,
	"share_to_feed" boolean DEFAULT true NOT NULL,
	"collaborators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_offset_ms" integer,
	"publish_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"suggestion_id" uuid,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"queued_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"child_container_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"container_id" text,
	"container_created_at" timestamp with time zone,
	"publish_requested_at" timestamp with time zone,
	"ig_media_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"failure_reason" text,
	"failure_subcode" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"insights" jsonb,
	"insights_fetched_at" timestamp with time zone,
	"insights_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_accounts" ADD CONSTRAINT "publishing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_oauth_states" ADD CONSTRAINT "publishing_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_posts" ADD CONSTRAINT "publishing_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_posts" ADD CONSTRAINT "publishing_posts_account_id_publishing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."publishing_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_posts" ADD CONSTRAINT "publishing_posts_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishing_accounts_user_idx" ON "publishing_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publishing_accounts_user_ig_idx" ON "publishing_accounts" USING btree ("user_id","ig_user_id");--> statement-breakpoint
CREATE INDEX "publishing_posts_user_time_idx" ON "publishing_posts" USING btree ("user_id","publish_at");--> statement-breakpoint
CREATE INDEX "publishing_posts_due_idx" ON "publishing_posts" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "publishing_posts_insights_due_idx" ON "publishing_posts" USING btree ("insights_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publishing_posts_media_idx" ON "publishing_posts" USING btree ("account_id","ig_media_id");