CREATE TABLE "corporation_history" (
	"corporation_id" text NOT NULL,
	"turn" integer NOT NULL,
	"share_price_cents" bigint NOT NULL,
	"market_cap_cents" bigint NOT NULL,
	"cash_cents" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"profit_cents" bigint NOT NULL,
	CONSTRAINT "corporation_history_corporation_id_turn_pk" PRIMARY KEY("corporation_id","turn")
);
--> statement-breakpoint
CREATE TABLE "corporation_sectors" (
	"corporation_id" text NOT NULL,
	"state_id" text NOT NULL,
	"sector_type" text NOT NULL,
	"capital_stock_cents" bigint NOT NULL,
	"last_revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "corporation_sectors_corporation_id_state_id_sector_type_pk" PRIMARY KEY("corporation_id","state_id","sector_type"),
	CONSTRAINT "corporation_sectors_capital_nonnegative" CHECK ("corporation_sectors"."capital_stock_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "corporation_shareholders" (
	"corporation_id" text NOT NULL,
	"holder_kind" text NOT NULL,
	"holder_id" text NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"super_shares" bigint DEFAULT 0 NOT NULL,
	"reserved_shares" bigint DEFAULT 0 NOT NULL,
	"avg_cost_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "corporation_shareholders_corporation_id_holder_kind_holder_id_pk" PRIMARY KEY("corporation_id","holder_kind","holder_id"),
	CONSTRAINT "shareholders_shares_nonnegative" CHECK ("corporation_shareholders"."shares" >= 0 and "corporation_shareholders"."super_shares" >= 0),
	CONSTRAINT "shareholders_reserved_range" CHECK ("corporation_shareholders"."reserved_shares" >= 0 and "corporation_shareholders"."reserved_shares" <= "corporation_shareholders"."shares")
);
--> statement-breakpoint
CREATE TABLE "corporations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"name" text NOT NULL,
	"ticker_symbol" text NOT NULL,
	"type" text NOT NULL,
	"country_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"headquarters_state_id" text NOT NULL,
	"ceo_kind" text NOT NULL,
	"ceo_character_id" text,
	"ceo_npp_id" text,
	"founder_character_id" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_state_owned" boolean DEFAULT false NOT NULL,
	"total_shares" bigint NOT NULL,
	"float_shares" bigint DEFAULT 0 NOT NULL,
	"super_share_multiplier" integer DEFAULT 1 NOT NULL,
	"share_price_cents" bigint NOT NULL,
	"previous_share_price_cents" bigint NOT NULL,
	"last_trade_turn" integer,
	"cash_cents" bigint NOT NULL,
	"total_debt_cents" bigint DEFAULT 0 NOT NULL,
	"last_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"last_costs_cents" bigint DEFAULT 0 NOT NULL,
	"last_profit_cents" bigint DEFAULT 0 NOT NULL,
	"last_tax_cents" bigint DEFAULT 0 NOT NULL,
	"last_dividends_cents" bigint DEFAULT 0 NOT NULL,
	"total_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"total_profit_cents" bigint DEFAULT 0 NOT NULL,
	"total_tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_dividends_cents" bigint DEFAULT 0 NOT NULL,
	"dividend_rate_pct" numeric(8, 4) DEFAULT 0 NOT NULL,
	"marketing_strength" numeric(8, 4) NOT NULL,
	"logistics_strength" numeric(8, 4) NOT NULL,
	"credit_score" numeric(8, 4) NOT NULL,
	"credit_rating" text NOT NULL,
	"credit_components" jsonb NOT NULL,
	"founded_turn" integer NOT NULL,
	"last_action_turn" integer,
	"subsidiary_formalized_at_turn" integer,
	"is_spin_off" boolean,
	"spun_off_from_corp_id" text,
	"spun_off_at_turn" integer,
	"last_spin_off_turn" integer,
	"last_capital_injection_turn" integer,
	"parent_dividend_floor_pct" numeric(8, 4),
	"parent_dividend_floor_set_by_corp_id" text,
	"pending_divestiture" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporations_cash_nonnegative" CHECK ("corporations"."cash_cents" >= 0),
	CONSTRAINT "corporations_float_range" CHECK ("corporations"."float_shares" >= 0 and "corporations"."float_shares" <= "corporations"."total_shares"),
	CONSTRAINT "corporations_price_positive" CHECK ("corporations"."share_price_cents" >= 1),
	CONSTRAINT "corporations_multiplier_positive" CHECK ("corporations"."super_share_multiplier" >= 1),
	CONSTRAINT "corporations_ceo_consistent" CHECK (("corporations"."ceo_kind" = 'character' and "corporations"."ceo_character_id" is not null)
        or ("corporations"."ceo_kind" = 'npp' and "corporations"."ceo_npp_id" is not null)
        or ("corporations"."ceo_kind" = 'vacant'))
);
--> statement-breakpoint
CREATE TABLE "non_player_persons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"corporation_id" text NOT NULL,
	"seller_kind" text NOT NULL,
	"seller_id" text NOT NULL,
	"shares" bigint NOT NULL,
	"original_shares" bigint NOT NULL,
	"price_per_share_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_turn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_orders_shares_range" CHECK ("share_orders"."shares" >= 0 and "share_orders"."shares" <= "share_orders"."original_shares"),
	CONSTRAINT "share_orders_price_positive" CHECK ("share_orders"."price_per_share_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "share_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"corporation_id" text NOT NULL,
	"kind" text NOT NULL,
	"turn" integer NOT NULL,
	"shares" bigint NOT NULL,
	"price_per_share_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"price_per_share_anchor" numeric(24, 6) NOT NULL,
	"total_anchor" numeric(28, 4) NOT NULL,
	"corp_currency_code" text NOT NULL,
	"from_kind" text,
	"from_id" text,
	"to_kind" text,
	"to_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporation_history" ADD CONSTRAINT "corporation_history_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_sectors" ADD CONSTRAINT "corporation_sectors_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_sectors" ADD CONSTRAINT "corporation_sectors_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_sectors" ADD CONSTRAINT "corporation_sectors_sector_type_sector_types_id_fk" FOREIGN KEY ("sector_type") REFERENCES "public"."sector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_shareholders" ADD CONSTRAINT "corporation_shareholders_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_type_sector_types_id_fk" FOREIGN KEY ("type") REFERENCES "public"."sector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_headquarters_state_id_states_id_fk" FOREIGN KEY ("headquarters_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_ceo_character_id_characters_id_fk" FOREIGN KEY ("ceo_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_ceo_npp_id_non_player_persons_id_fk" FOREIGN KEY ("ceo_npp_id") REFERENCES "public"."non_player_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_founder_character_id_characters_id_fk" FOREIGN KEY ("founder_character_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_player_persons" ADD CONSTRAINT "non_player_persons_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_orders" ADD CONSTRAINT "share_orders_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_transactions" ADD CONSTRAINT "share_transactions_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporation_sectors_state_idx" ON "corporation_sectors" USING btree ("state_id","sector_type");--> statement-breakpoint
CREATE INDEX "corporation_shareholders_holder_idx" ON "corporation_shareholders" USING btree ("holder_kind","holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_seq_key" ON "corporations" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_name_key" ON "corporations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "corporations_country_idx" ON "corporations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "corporations_type_idx" ON "corporations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "corporations_ceo_character_idx" ON "corporations" USING btree ("ceo_character_id");--> statement-breakpoint
CREATE INDEX "npp_country_idx" ON "non_player_persons" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "share_orders_open_idx" ON "share_orders" USING btree ("corporation_id","status","price_per_share_cents");--> statement-breakpoint
CREATE INDEX "share_orders_seller_idx" ON "share_orders" USING btree ("seller_kind","seller_id");--> statement-breakpoint
CREATE INDEX "share_transactions_corp_idx" ON "share_transactions" USING btree ("corporation_id","id");