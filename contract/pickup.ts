import * as v from 'valibot';

/** Spec 1 §3: a pick-up terminal, served with the static place data. */
export const pickupLocationSchema = v.object({
  id: v.number(),
  state: v.string(),
  terminal: v.string(),
  location: v.array(v.string()),
});
export type PickupLocation = v.InferOutput<typeof pickupLocationSchema>;
