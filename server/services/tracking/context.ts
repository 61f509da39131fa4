import { noTelematics, type Telematics } from '../../providers/telematics/types';

/** What live tracking needs from the rest of the server (bookingApp's fourth argument). */
export type TrackingDeps = {
  /** Where vehicles are: the sandbox's simulator, a real telematics provider, or none (no bus can be located). */
  telematics: () => Telematics;
};

export const NO_TRACKING_DEPS: TrackingDeps = { telematics: () => noTelematics };
