CREATE TABLE "commodities" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"unit" text NOT NULL,
	"base_price" numeric(20, 4) NOT NULL,
	"extractable" boolean NOT NULL,
	"category" text NOT NULL,
	"freight_class" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_economies" (
	"country_id" text PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"gdp" numeric(28, 2) NOT NULL,
	"gdp_smoothed" numeric(28, 2) NOT NULL,
	"gdp_growth" numeric(10, 4) NOT NULL,
	"trend_growth" numeric(10, 4) NOT NULL,
	"inflation" numeric(10, 4) NOT NULL,
	"target_inflation" numeric(10, 4) NOT NULL,
	"inflation_ema" numeric(10, 4) NOT NULL,
	"growth_ema" numeric(10, 4) NOT NULL,
	"prime_rate" numeric(10, 4) NOT NULL,
	"neutral_prime_rate" numeric(10, 4) NOT NULL,
	"prime_rate_changed_turn" integer NOT NULL,
	"population" bigint NOT NULL,
	"population_growth" numeric(10, 4) NOT NULL,
	"investor_confidence" numeric(10, 4) NOT NULL,
	"stock_market_cap" numeric(28, 2) NOT NULL,
	"tax_rates" jsonb NOT NULL,
	"tax_base_shares" jsonb NOT NULL,
	"tax_revenue_pct_gdp" numeric(12, 8) NOT NULL,
	"other_revenue_pct_gdp" numeric(12, 8) NOT NULL,
	"spending_shares" jsonb NOT NULL,
	"spending_pct_gdp" numeric(12, 8) NOT NULL,
	"treasury_cents" bigint NOT NULL,
	"last_revenue_cents" bigint NOT NULL,
	"last_spending_cents" bigint NOT NULL,
	"last_interest_cents" bigint NOT NULL,
	"fiscal_year" integer NOT NULL,
	"fy_revenue_cents" bigint NOT NULL,
	"fy_spending_cents" bigint NOT NULL,
	"debt_principal_cents" bigint NOT NULL,
	"debt_rate" numeric(12, 8) NOT NULL,
	"debt_ceiling_cents" bigint NOT NULL,
	"debt_to_gdp" numeric(14, 8) NOT NULL,
	"credit_rating" text NOT NULL,
	"crisis_state" text NOT NULL,
	"anchor_debt_to_gdp" numeric(14, 8) NOT NULL,
	"anchor_rating" text NOT NULL,
	"anchor_debt_rate" numeric(12, 8) NOT NULL,
	"opening_prime_rate" numeric(10, 4) NOT NULL,
	"updated_turn" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "country_economies_treasury_nonnegative" CHECK ("country_economies"."treasury_cents" >= 0),
	CONSTRAINT "country_economies_debt_nonnegative" CHECK ("country_economies"."debt_principal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "economy_history" (
	"country_id" text NOT NULL,
	"turn" integer NOT NULL,
	"gdp" numeric(28, 2) NOT NULL,
	"gdp_growth" numeric(10, 4) NOT NULL,
	"inflation" numeric(10, 4) NOT NULL,
	"prime_rate" numeric(10, 4) NOT NULL,
	"population" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"spending_cents" bigint NOT NULL,
	"treasury_cents" bigint NOT NULL,
	"debt_principal_cents" bigint NOT NULL,
	"debt_to_gdp" numeric(14, 8) NOT NULL,
	"credit_rating" text NOT NULL,
	"investor_confidence" numeric(10, 4) NOT NULL,
	"stock_market_cap" numeric(28, 2) NOT NULL,
	CONSTRAINT "economy_history_country_id_turn_pk" PRIMARY KEY("country_id","turn")
);
--> statement-breakpoint
CREATE TABLE "economy_parameters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_years" (
	"country_id" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"turn" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"currency_code" text NOT NULL,
	"gdp" numeric(28, 2) NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"spending_cents" bigint NOT NULL,
	"debt_principal_cents" bigint NOT NULL,
	"debt_to_gdp" numeric(14, 8) NOT NULL,
	"credit_rating" text NOT NULL,
	"inflation" numeric(10, 4) NOT NULL,
	CONSTRAINT "fiscal_years_country_id_fiscal_year_pk" PRIMARY KEY("country_id","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "prime_rate_history" (
	"country_id" text NOT NULL,
	"turn" integer NOT NULL,
	"rate" numeric(10, 4) NOT NULL,
	CONSTRAINT "prime_rate_history_country_id_turn_pk" PRIMARY KEY("country_id","turn")
);
--> statement-breakpoint
CREATE TABLE "sector_types" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"is_extraction" boolean NOT NULL,
	"supplies" jsonb NOT NULL,
	"demands" jsonb NOT NULL,
	"default_strategy" text NOT NULL,
	"strategies" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_economies" ADD CONSTRAINT "country_economies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economy_history" ADD CONSTRAINT "economy_history_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_years" ADD CONSTRAINT "fiscal_years_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prime_rate_history" ADD CONSTRAINT "prime_rate_history_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;