const IMAGES: Record<string, string> = {
  hiace: '/vehicles/hiace.svg',
  'hiace x': '/vehicles/hiace-x.svg',
  premium: '/vehicles/premium.svg',
  'gigm pro': '/vehicles/gigm-pro.svg',
  sienna: '/vehicles/sienna.svg',
  'toyota (sienna)': '/vehicles/sienna.svg',
};

/** The picture for a vehicle model name (spec 1 §2); unknown models get the default bus. */
export function vehicleImage(model: string): string {
  return IMAGES[model.trim().toLowerCase()] ?? '/vehicles/default.svg';
}
