DROP TABLE IF EXISTS "buyer_addresses" CASCADE;
