CREATE TABLE "forex_rate_history" (
	"currency_code" text NOT NULL,
	"turn" integer NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"macro_target" numeric(20, 8) NOT NULL,
	CONSTRAINT "forex_rate_history_currency_code_turn_pk" PRIMARY KEY("currency_code","turn")
);
--> statement-breakpoint
CREATE TABLE "forex_volume" (
	"currency_code" text NOT NULL,
	"turn" integer NOT NULL,
	"buy_anchor" numeric(28, 4) DEFAULT 0 NOT NULL,
	"sell_anchor" numeric(28, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "forex_volume_currency_code_turn_pk" PRIMARY KEY("currency_code","turn")
);
--> statement-breakpoint
CREATE TABLE "sovereign_auctions" (
	"country_id" text NOT NULL,
	"turn" integer NOT NULL,
	"offered_cents" bigint NOT NULL,
	"raised_cents" bigint NOT NULL,
	"subscription_ratio" numeric(12, 6) NOT NULL,
	"band" text NOT NULL,
	"coupon_rate" numeric(10, 4) NOT NULL,
	CONSTRAINT "sovereign_auctions_country_id_turn_pk" PRIMARY KEY("country_id","turn")
);
--> statement-breakpoint
CREATE TABLE "sovereigns" (
	"country_id" text PRIMARY KEY NOT NULL,
	"required_issuance_cents" bigint NOT NULL,
	"coupon_rate" numeric(10, 4) NOT NULL,
	"trust" numeric(10, 4) NOT NULL,
	"fx_depreciation10" numeric(14, 8) NOT NULL,
	"entity_holdings_cents" bigint NOT NULL,
	"consecutive_failed_auctions" integer NOT NULL,
	"last_default_turn" integer,
	"crisis_since_turn" integer,
	"last_auction_turn" integer,
	"subscription_ratio" numeric(12, 6),
	"auction_band" text,
	"auction_raised_cents" bigint NOT NULL,
	"auction_contributions" jsonb NOT NULL,
	"sustainability_score" numeric(8, 2) NOT NULL,
	"sustainability_band" text NOT NULL,
	"sustainability_components" jsonb NOT NULL,
	"updated_turn" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sovereigns_trust_range" CHECK ("sovereigns"."trust" between 0 and 100),
	CONSTRAINT "sovereigns_score_range" CHECK ("sovereigns"."sustainability_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "macro_target" numeric(20, 8) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "price_level_index" numeric(20, 10) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "regime" text DEFAULT 'float' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "band_floor" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "band_ceiling" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "capital_controls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "regime_changed_turn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "cycle_regime" text DEFAULT 'neutral' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "cycle_pressure" numeric(12, 8) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "cycle_started_turn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "spread_strength" numeric(6, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "central_bank_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "updated_turn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forex_rate_history" ADD CONSTRAINT "forex_rate_history_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forex_volume" ADD CONSTRAINT "forex_volume_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sovereign_auctions" ADD CONSTRAINT "sovereign_auctions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sovereigns" ADD CONSTRAINT "sovereigns_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_central_bank_nonnegative" CHECK ("currencies"."central_bank_cents" >= 0);