DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
-- Copies written before decision 0015 kept usable one-time links: redact their tokens (decision 0015).
UPDATE "outbox_emails" SET "text" = regexp_replace("text", '([?&](token|magic)=)[^&[:space:]"''<>)]+', '\1[redacted]', 'g'), "html" = regexp_replace("html", '([?&]|&amp;)(token|magic)=[^&[:space:]"''<>)]+', '\1\2=[redacted]', 'g');
