import type { VehicleModel } from '../../contract/limits';
import { seedVehicleModels } from './vehicle-models';

/** Vehicles of each model kept for hire (issue 17): more than HIRE_QUANTITY_MAX (3), so two hires of one model can share a day. */
export const HIRE_VEHICLES_PER_MODEL = 5;

export type SeedHireVehicle = { id: number; vehicleModelId: number; plate: string };

/** Plate letters per model, in the Lagos style 'ABC 123 DE'. */
const PLATE_PREFIX: Readonly<Record<VehicleModel, string>> = {
  Hiace: 'KJA',
  'Hiace X': 'LND',
  Premium: 'EKY',
  'GIGM PRO': 'APP',
  Sienna: 'FKJ',
};

/**
 * The hire fleet: HIRE_VEHICLES_PER_MODEL of every vehicle model, ids model × 100 + n (stable
 * across seeds, like the models' own), so a reseed inserts nothing.
 */
export const seedHireFleet: readonly SeedHireVehicle[] = seedVehicleModels.flatMap((model) =>
  Array.from({ length: HIRE_VEHICLES_PER_MODEL }, (_, i) => ({
    id: model.id * 100 + i + 1,
    vehicleModelId: model.id,
    plate: `${PLATE_PREFIX[model.name]} ${String(model.id * 100 + i + 1).padStart(3, '0')} FH`,
  })),
);
