ALTER TABLE "message_thread_members" ADD COLUMN "last_incoming_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
-- Backfill: each thread's newest message, and each member's newest message from someone else
-- (a deleted sender, NULL, counts as someone else). Both walk messages_thread_idx newest first
-- and stop at the first match, so a thread costs a probe or two, not a scan of its messages.
UPDATE "message_threads" t SET "last_message_id" = (
  SELECT x."id" FROM "messages" x WHERE x."thread_id" = t."id"
  ORDER BY x."created_at" DESC, x."id" DESC LIMIT 1
);--> statement-breakpoint
UPDATE "message_thread_members" m SET "last_incoming_at" = (
  SELECT x."created_at" FROM "messages" x
  WHERE x."thread_id" = m."thread_id" AND x."sender_id" IS DISTINCT FROM m."user_id"
  ORDER BY x."created_at" DESC, x."id" DESC LIMIT 1
);--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_last_message_id_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_last_message_idx" ON "message_threads" USING btree ("last_message_id");
