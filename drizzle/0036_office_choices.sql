ALTER TABLE "confidence_votes" ADD COLUMN "head_choice" text;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD COLUMN "head_choice_closes_turn" integer;--> statement-breakpoint
ALTER TABLE "confidence_votes" ADD COLUMN "head_choice_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD COLUMN "appointer_character_id" text;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD COLUMN "choice_closes_turn" integer;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD COLUMN "choice_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_vacancies" ADD CONSTRAINT "seat_vacancies_appointer_character_id_characters_id_fk" FOREIGN KEY ("appointer_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;