-- A car is reserved only while a paid booking holds it, and that booking names the buyer the dealer must
-- reach. Earlier demo seeds stored 'reserved' on a few cars with no booking behind them: such a car showed
-- as reserved for good, to nobody. It is for sale.
UPDATE "cars" SET "status" = 'available' WHERE "status" = 'reserved';
