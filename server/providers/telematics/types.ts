/**
 * Telematics: where a vehicle's GPS tracker says it is (issue 18, live tracking). Behind this
 * adapter so a real telematics provider plugs in by IMEI; the sandbox's simulator
 * (server/sandbox/telematics/) plays one, moving each bus of the schedule along its road.
 */
export type VehicleFix = {
  latitude: number;
  longitude: number;
  /** km/h. */
  speedKmh: number;
  /** When the tracker took the position. */
  takenAt: Date;
};

export type Telematics = {
  name: string;
  /** The vehicle's latest fix; undefined when its tracker has none to give (no signal, unknown tracker). */
  locate(imei: string): Promise<VehicleFix | undefined>;
};

/** No telematics provider configured (the sandbox off): no vehicle can be located. */
export const noTelematics: Telematics = { name: 'none', locate: async () => undefined };
