/**
 * Our reference in a callback's query, as a provider left it. Paystack, Flutterwave and Monnify
 * append their own copy of the parameter (Paystack's is also named `reference`), naming their
 * checkout (our n-th, `REF.n`), so the router hands a list: ours comes first. A lone `REF.n` is REF.
 */
export const ourReference = (value: unknown): unknown => {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first.replace(/\.\d{1,2}$/, '') : first;
};
