CREATE TABLE "music_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" varchar(255),
	"auth_kind" varchar(10) NOT NULL,
	"secret" text NOT NULL,
	"server_version" varchar(32) NOT NULL,
	"server_type" varchar(64),
	"open_subsonic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_links" ADD CONSTRAINT "music_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;