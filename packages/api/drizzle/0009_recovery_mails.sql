CREATE TABLE "recovery_mails" (
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sent_count" integer NOT NULL,
	CONSTRAINT "recovery_mails_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "recovery_mails" ADD CONSTRAINT "recovery_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;