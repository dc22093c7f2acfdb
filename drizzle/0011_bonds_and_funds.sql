CREATE TABLE "bond_holdings" (
	"bond_id" text NOT NULL,
	"character_id" text NOT NULL,
	"units" bigint NOT NULL,
	"avg_cost_cents" bigint NOT NULL,
	CONSTRAINT "bond_holdings_bond_id_character_id_pk" PRIMARY KEY("bond_id","character_id"),
	CONSTRAINT "bond_holdings_units_nonnegative" CHECK ("bond_holdings"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_bonds" (
	"id" text PRIMARY KEY NOT NULL,
	"corporation_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"coupon_pct" numeric(10, 4) NOT NULL,
	"maturity_turns" integer NOT NULL,
	"issued_turn" integer NOT NULL,
	"matures_at_turn" integer NOT NULL,
	"unit_face_cents" bigint NOT NULL,
	"units_issued" bigint NOT NULL,
	"units_held" bigint DEFAULT 0 NOT NULL,
	"market_price" numeric(12, 6) NOT NULL,
	"yield_to_maturity" numeric(12, 6) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_coupon_turn" integer,
	"defaulted_at_turn" integer,
	"settled_at_turn" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_bonds_units_range" CHECK ("corporate_bonds"."units_held" >= 0 and "corporate_bonds"."units_held" <= "corporate_bonds"."units_issued"),
	CONSTRAINT "corporate_bonds_price_positive" CHECK ("corporate_bonds"."market_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_nav_history" (
	"fund_id" text NOT NULL,
	"turn" integer NOT NULL,
	"nav_cents" bigint NOT NULL,
	"unit_supply" bigint NOT NULL,
	"assets_cents" bigint NOT NULL,
	CONSTRAINT "fund_nav_history_fund_id_turn_pk" PRIMARY KEY("fund_id","turn")
);
--> statement-breakpoint
CREATE TABLE "fund_unit_holdings" (
	"fund_id" text NOT NULL,
	"character_id" text NOT NULL,
	"units" bigint NOT NULL,
	"avg_cost_cents" bigint NOT NULL,
	CONSTRAINT "fund_unit_holdings_fund_id_character_id_pk" PRIMARY KEY("fund_id","character_id"),
	CONSTRAINT "fund_unit_holdings_units_nonnegative" CHECK ("fund_unit_holdings"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "index_funds" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ticker_symbol" text NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"country_id" text,
	"sector_type" text,
	"top_n" integer NOT NULL,
	"status" text DEFAULT 'chartered' NOT NULL,
	"pause_reason" text,
	"paused_at_turn" integer,
	"anchor_currency_code" text NOT NULL,
	"nav_cents" bigint NOT NULL,
	"unit_supply" bigint NOT NULL,
	"reserve_units" bigint NOT NULL,
	"cash_cents" bigint NOT NULL,
	"backing_ratio" numeric(12, 6) DEFAULT 1 NOT NULL,
	"sponsor_name" text NOT NULL,
	"expense_ratio_annual" numeric(10, 6) NOT NULL,
	"chartered_at_turn" integer NOT NULL,
	"seed_capital_cents" bigint NOT NULL,
	"last_rebalanced_turn" integer,
	"last_rebalanced_at" timestamp with time zone,
	"wind_down_started_at_turn" integer,
	"closed_at_turn" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_funds_cash_nonnegative" CHECK ("index_funds"."cash_cents" >= 0),
	CONSTRAINT "index_funds_units_range" CHECK ("index_funds"."reserve_units" >= 0 and "index_funds"."reserve_units" <= "index_funds"."unit_supply"),
	CONSTRAINT "index_funds_nav_positive" CHECK ("index_funds"."nav_cents" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bond_holdings" ADD CONSTRAINT "bond_holdings_bond_id_corporate_bonds_id_fk" FOREIGN KEY ("bond_id") REFERENCES "public"."corporate_bonds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_bonds" ADD CONSTRAINT "corporate_bonds_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_nav_history" ADD CONSTRAINT "fund_nav_history_fund_id_index_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."index_funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_unit_holdings" ADD CONSTRAINT "fund_unit_holdings_fund_id_index_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."index_funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_funds" ADD CONSTRAINT "index_funds_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_funds" ADD CONSTRAINT "index_funds_sector_type_sector_types_id_fk" FOREIGN KEY ("sector_type") REFERENCES "public"."sector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bond_holdings_character_idx" ON "bond_holdings" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "corporate_bonds_corporation_idx" ON "corporate_bonds" USING btree ("corporation_id","issued_turn");--> statement-breakpoint
CREATE INDEX "corporate_bonds_status_idx" ON "corporate_bonds" USING btree ("status","matures_at_turn");--> statement-breakpoint
CREATE INDEX "fund_unit_holdings_character_idx" ON "fund_unit_holdings" USING btree ("character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "index_funds_slug_key" ON "index_funds" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "index_funds_status_idx" ON "index_funds" USING btree ("status");