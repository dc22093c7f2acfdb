CREATE TABLE "commodity_calibrations" (
	"commodity_key" text PRIMARY KEY NOT NULL,
	"demand_scale" numeric(20, 10) NOT NULL,
	"household_demand_per_capita" numeric(12, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodity_markets" (
	"scope" text NOT NULL,
	"area_id" text NOT NULL,
	"commodity_key" text NOT NULL,
	"country_id" text,
	"supply" numeric(28, 6) NOT NULL,
	"demand" numeric(28, 6) NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"updated_turn" integer NOT NULL,
	CONSTRAINT "commodity_markets_scope_commodity_key_area_id_pk" PRIMARY KEY("scope","commodity_key","area_id"),
	CONSTRAINT "commodity_markets_price_positive" CHECK ("commodity_markets"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "commodity_price_history" (
	"commodity_key" text NOT NULL,
	"turn" integer NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"supply" numeric(28, 6) NOT NULL,
	"demand" numeric(28, 6) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commodity_price_history_commodity_key_turn_pk" PRIMARY KEY("commodity_key","turn")
);
--> statement-breakpoint
CREATE TABLE "sector_commodity_rates" (
	"sector_type" text NOT NULL,
	"commodity_key" text NOT NULL,
	"direction" text NOT NULL,
	"rate" numeric(12, 8) NOT NULL,
	CONSTRAINT "sector_commodity_rates_sector_type_commodity_key_direction_pk" PRIMARY KEY("sector_type","commodity_key","direction")
);
--> statement-breakpoint
CREATE TABLE "state_sectors" (
	"state_id" text NOT NULL,
	"sector_type" text NOT NULL,
	"country_id" text NOT NULL,
	"capacity" numeric(24, 4) NOT NULL,
	"utilization" numeric(8, 6) NOT NULL,
	"output" numeric(24, 4) NOT NULL,
	"employment" integer NOT NULL,
	"updated_turn" integer NOT NULL,
	CONSTRAINT "state_sectors_state_id_sector_type_pk" PRIMARY KEY("state_id","sector_type"),
	CONSTRAINT "state_sectors_utilization_range" CHECK ("state_sectors"."utilization" >= 0 and "state_sectors"."utilization" <= 1)
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"scope_type" text NOT NULL,
	"target_sector_type" text,
	"target_origin_country_id" text,
	"target_corporation_id" text,
	"target_key" text NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"source" text NOT NULL,
	"source_bill_id" text,
	"created_turn" integer NOT NULL,
	"updated_turn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_rate_range" CHECK ("tariffs"."rate" >= 0 and "tariffs"."rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "trade_balances" (
	"turn" integer NOT NULL,
	"country_id" text NOT NULL,
	"exports_value" numeric(28, 2) NOT NULL,
	"imports_value" numeric(28, 2) NOT NULL,
	"net_value" numeric(28, 2) NOT NULL,
	"uncleared_value" numeric(28, 2) NOT NULL,
	"largest_surplus_partner_id" text,
	"largest_surplus_value" numeric(28, 2),
	"largest_deficit_partner_id" text,
	"largest_deficit_value" numeric(28, 2),
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_balances_turn_country_id_pk" PRIMARY KEY("turn","country_id")
);
--> statement-breakpoint
CREATE TABLE "trade_embargoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_country_id" text NOT NULL,
	"target_country_id" text NOT NULL,
	"commodity" text NOT NULL,
	"direction" text NOT NULL,
	"mode" text NOT NULL,
	"cap_units" numeric(28, 6),
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"proposed_turn" integer NOT NULL,
	"start_turn" integer NOT NULL,
	"end_turn" integer,
	"lifted_turn" integer,
	"source_bill_id" text,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_embargoes_distinct_countries" CHECK ("trade_embargoes"."source_country_id" <> "trade_embargoes"."target_country_id"),
	CONSTRAINT "trade_embargoes_cap" CHECK (("trade_embargoes"."mode" = 'cap') = ("trade_embargoes"."cap_units" is not null))
);
--> statement-breakpoint
CREATE TABLE "trade_flows" (
	"turn" integer NOT NULL,
	"country_id" text NOT NULL,
	"commodity_key" text NOT NULL,
	"offered_units" numeric(28, 6) NOT NULL,
	"sought_units" numeric(28, 6) NOT NULL,
	"export_units" numeric(28, 6) NOT NULL,
	"import_units" numeric(28, 6) NOT NULL,
	"gross_value" numeric(28, 2) NOT NULL,
	"exports_value" numeric(28, 2) NOT NULL,
	"imports_value" numeric(28, 2) NOT NULL,
	"net_value" numeric(28, 2) NOT NULL,
	"uncleared_value" numeric(28, 2) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_flows_turn_country_id_commodity_key_pk" PRIMARY KEY("turn","country_id","commodity_key")
);
--> statement-breakpoint
ALTER TABLE "commodity_calibrations" ADD CONSTRAINT "commodity_calibrations_commodity_key_commodities_key_fk" FOREIGN KEY ("commodity_key") REFERENCES "public"."commodities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_markets" ADD CONSTRAINT "commodity_markets_commodity_key_commodities_key_fk" FOREIGN KEY ("commodity_key") REFERENCES "public"."commodities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_markets" ADD CONSTRAINT "commodity_markets_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_price_history" ADD CONSTRAINT "commodity_price_history_commodity_key_commodities_key_fk" FOREIGN KEY ("commodity_key") REFERENCES "public"."commodities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector_commodity_rates" ADD CONSTRAINT "sector_commodity_rates_sector_type_sector_types_id_fk" FOREIGN KEY ("sector_type") REFERENCES "public"."sector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector_commodity_rates" ADD CONSTRAINT "sector_commodity_rates_commodity_key_commodities_key_fk" FOREIGN KEY ("commodity_key") REFERENCES "public"."commodities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_sectors" ADD CONSTRAINT "state_sectors_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_sectors" ADD CONSTRAINT "state_sectors_sector_type_sector_types_id_fk" FOREIGN KEY ("sector_type") REFERENCES "public"."sector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_sectors" ADD CONSTRAINT "state_sectors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_target_origin_country_id_countries_id_fk" FOREIGN KEY ("target_origin_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_balances" ADD CONSTRAINT "trade_balances_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_embargoes" ADD CONSTRAINT "trade_embargoes_source_country_id_countries_id_fk" FOREIGN KEY ("source_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_embargoes" ADD CONSTRAINT "trade_embargoes_target_country_id_countries_id_fk" FOREIGN KEY ("target_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_flows" ADD CONSTRAINT "trade_flows_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_flows" ADD CONSTRAINT "trade_flows_commodity_key_commodities_key_fk" FOREIGN KEY ("commodity_key") REFERENCES "public"."commodities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "state_sectors_country_idx" ON "state_sectors" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_target_unique" ON "tariffs" USING btree ("country_id","scope_type","target_key");--> statement-breakpoint
CREATE INDEX "trade_embargoes_status_idx" ON "trade_embargoes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "trade_flows_country_idx" ON "trade_flows" USING btree ("country_id","turn");--> statement-breakpoint
CREATE INDEX "trade_flows_commodity_idx" ON "trade_flows" USING btree ("commodity_key","turn");