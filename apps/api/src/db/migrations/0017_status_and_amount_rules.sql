ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending_payment', 'reserved', 'cancelled', 'sold'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('buyer', 'dealer'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_positive" CHECK ("bookings"."total_car_price" > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_token_within_price" CHECK ("bookings"."pay_amount" > 0 and "bookings"."pay_amount" <= "bookings"."total_car_price");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_status_check" CHECK ("cars"."status" in ('available', 'reserved', 'sold', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_set_aside_withdrawn" CHECK ("cars"."status_before_suspension" is null or "cars"."status" = 'withdrawn');--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('booking', 'test_drive'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_paid_has_payment" CHECK ("payment_orders"."status" <> 'paid' or "payment_orders"."provider_payment_id" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0 and "refunds"."amount_paise" > 0);--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_status_check" CHECK ("test_drives"."status" in ('pending_payment', 'booked', 'cancelled', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_kind_check" CHECK ("test_drives"."kind" in ('home', 'showroom'));--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_fee_nonneg" CHECK ("test_drives"."fee" >= 0);--> statement-breakpoint
-- A refund never returns more than was captured for its order: the refunds not failed, together, stay
-- within the order's captures in the ledger. The order's row is locked first, so two refunds of one
-- order written at once are checked one after the other.
CREATE FUNCTION refunds_within_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  captured bigint;
  refunded bigint;
BEGIN
  PERFORM 1 FROM payment_orders WHERE id = NEW.payment_order_id FOR UPDATE;
  SELECT coalesce(sum(amount_paise), 0) INTO captured FROM money_ledger WHERE payment_order_id = NEW.payment_order_id AND kind = 'capture';
  SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM refunds
    WHERE payment_order_id = NEW.payment_order_id AND status <> 'failed' AND id <> NEW.id;
  IF NEW.status <> 'failed' AND refunded + NEW.amount_paise > captured THEN
    RAISE EXCEPTION 'refund of % paise for order % exceeds its captures of % paise (% refunded already)',
      NEW.amount_paise, NEW.payment_order_id, captured, refunded USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_capture';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER refunds_within_capture BEFORE INSERT OR UPDATE OF amount_paise, status ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_within_capture();
