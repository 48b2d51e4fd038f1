ALTER TABLE "user_images" ADD COLUMN "face_status" text;--> statement-breakpoint
ALTER TABLE "user_images" ADD COLUMN "face" jsonb;