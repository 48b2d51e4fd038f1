CREATE TABLE "trend_previews" (
	"trend_id" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"video_key" text,
	"poster_key" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trend_previews_trend_id_language_version_pk" PRIMARY KEY("trend_id","language","version")
);
--> statement-breakpoint
ALTER TABLE "instagram_profiles" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_audio" ADD COLUMN "kind" text DEFAULT 'recording' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_audio" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blog_topic_updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "instagram_profiles" SET "activated_at" = "created_at" WHERE "is_active";
