CREATE TABLE "club_room_presence" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_room_presence_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_room_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"song" varchar(64) NOT NULL,
	"song_post_id" integer,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(10),
	"current_item_id" integer,
	"cursor_seq" integer DEFAULT 0 NOT NULL,
	"playing" boolean DEFAULT false NOT NULL,
	"position_ms" integer DEFAULT 0 NOT NULL,
	"position_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"dj_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_room_presence" ADD CONSTRAINT "club_room_presence_room_id_club_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."club_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_room_presence" ADD CONSTRAINT "club_room_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_room_queue" ADD CONSTRAINT "club_room_queue_room_id_club_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."club_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_room_queue" ADD CONSTRAINT "club_room_queue_song_post_id_song_posts_id_fk" FOREIGN KEY ("song_post_id") REFERENCES "public"."song_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_room_queue" ADD CONSTRAINT "club_room_queue_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rooms" ADD CONSTRAINT "club_rooms_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rooms" ADD CONSTRAINT "club_rooms_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_room_presence_joined_idx" ON "club_room_presence" USING btree ("room_id","joined_at");--> statement-breakpoint
CREATE INDEX "club_room_presence_seen_idx" ON "club_room_presence" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "club_room_presence_user_idx" ON "club_room_presence" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_room_queue_seq_key" ON "club_room_queue" USING btree ("room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "club_rooms_live_key" ON "club_rooms" USING btree ("club_id") WHERE "club_rooms"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "club_rooms_club_idx" ON "club_rooms" USING btree ("club_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_rooms_due_idx" ON "club_rooms" USING btree ("ends_at") WHERE "club_rooms"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "club_rooms_dj_seen_idx" ON "club_rooms" USING btree ("dj_seen_at") WHERE "club_rooms"."ended_at" is null;