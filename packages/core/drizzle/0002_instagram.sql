CREATE TABLE "instagram_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"analysis_id" uuid,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"profile" jsonb,
	"metrics" jsonb,
	"narrative" jsonb,
	"trend_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trends" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"data" jsonb NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_milestones" (
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_milestones_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
ALTER TABLE "instagram_profiles" ADD CONSTRAINT "instagram_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_profiles" ADD CONSTRAINT "instagram_profiles_analysis_id_profile_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."profile_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_analyses" ADD CONSTRAINT "profile_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_profiles_user_idx" ON "instagram_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_profiles_user_username_idx" ON "instagram_profiles" USING btree ("user_id","username");--> statement-breakpoint
CREATE INDEX "profile_analyses_user_idx" ON "profile_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_analyses_status_idx" ON "profile_analyses" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "trends_language_score_idx" ON "trends" USING btree ("language","score");