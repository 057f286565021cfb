CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"song_post_id" integer,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_song_post_id_song_posts_id_fk" FOREIGN KEY ("song_post_id") REFERENCES "public"."song_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_unfinished_idx" ON "broadcasts" USING btree ("id") WHERE "broadcasts"."finished_at" is null;