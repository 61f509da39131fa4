import type { VehicleModel } from '../../contract/limits';

export type SeedVehicleModel = {
  id: number;
  name: VehicleModel;
  seats: number;
  /** What a trip shows as its vehicleName (spec 1 §3, Bus trip). */
  vehicleName: string;
};

/** Spec 1 §2: seat layouts for 6, 8, 12, 13 and 14 seats, one per model. */
export const seedVehicleModels: readonly SeedVehicleModel[] = [
  { id: 1, name: 'Hiace', seats: 14, vehicleName: 'Hiace 14 seater' },
  { id: 2, name: 'Hiace X', seats: 12, vehicleName: 'Hiace X 12 seater' },
  { id: 3, name: 'Premium', seats: 13, vehicleName: 'Premium 13 seater' },
  { id: 4, name: 'GIGM PRO', seats: 8, vehicleName: 'GIGM PRO 8 seater' },
  { id: 5, name: 'Sienna', seats: 6, vehicleName: 'Toyota (Sienna)' },
];

export const HIACE_MODEL_ID = 1;
