// The catalogue as the estimate and the pool read it (its own file, so neither imports the other for it).

/** The cars of a catalogue, one index per car, in columns (500,000 cars fit in a few megabytes). */
export interface PricingInput {
  id: Int32Array;
  modelId: Int32Array;
  variantId: Int32Array;
  year: Int32Array;
  km: Float64Array;
  owners: Int32Array;
  price: Float64Array;
  brandId: Int32Array;
  /** Indexes into `categories`. */
  body: Int32Array;
  fuel: Int32Array;
  transmission: Int32Array;
  categories: string[];
  /** The variant's new price, rupees; 0 where unknown. */
  newPrice: Float64Array;
  /** bhp; 0 where unknown. */
  power: Float64Array;
  /** Engine displacement, cc (0 for an electric car). */
  cc: Float64Array;
}
