import { NIGERIAN_STATES } from './nigerian-states';

/** NativeSelect options for a state, with an empty first choice so nothing is picked by accident. */
export const stateOptions = (placeholder = 'Choose a state') => [
  { value: '', label: placeholder, disabled: true },
  ...NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
];
