/** Keys of the account's cached reads; removing `accountKeys.all` forgets everything about the user. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};
