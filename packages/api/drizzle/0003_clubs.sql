CREATE TABLE "club_curator_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "club_curators" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_curator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "song_posts_club_idx";--> statement-breakpoint
DROP INDEX "club_follows_club_idx";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "followers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_curator_invites" ADD CONSTRAINT "club_curator_invites_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_curator_invites" ADD CONSTRAINT "club_curator_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_curator_invites" ADD CONSTRAINT "club_curator_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_curators" ADD CONSTRAINT "club_curators_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_curators" ADD CONSTRAINT "club_curators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_curator_invites_pending_key" ON "club_curator_invites" USING btree ("club_id","user_id") WHERE "club_curator_invites"."state" = 0;--> statement-breakpoint
CREATE INDEX "club_curator_invites_user_idx" ON "club_curator_invites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_curators_club_user_key" ON "club_curators" USING btree ("club_id","user_id");--> statement-breakpoint
CREATE INDEX "club_curators_user_idx" ON "club_curators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clubs_new_idx" ON "clubs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_popular_idx" ON "clubs" USING btree ("followers_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "song_posts_club_new_idx" ON "song_posts" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "song_posts"."club_id" is not null;--> statement-breakpoint
CREATE INDEX "song_posts_club_top_idx" ON "song_posts" USING btree ("club_id","likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "song_posts"."club_id" is not null;--> statement-breakpoint
CREATE INDEX "song_posts_club_hot_idx" ON "song_posts" USING btree ("club_id","hot_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "song_posts"."club_id" is not null;--> statement-breakpoint
CREATE INDEX "club_follows_club_idx" ON "club_follows" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Clubs made before curators existed: each owner becomes the club's first curator, and the
-- follower counter starts from the follows.
INSERT INTO "club_curators" ("club_id", "user_id", "is_curator", "created_at")
  SELECT "id", "owner_id", true, "created_at" FROM "clubs" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "clubs" SET "followers_count" = (SELECT count(*)::int FROM "club_follows" WHERE "club_follows"."club_id" = "clubs"."id");
