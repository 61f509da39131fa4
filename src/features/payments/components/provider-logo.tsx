import { PAYMENT_PROVIDERS } from '../providers';

/** Wordmarks drawn as SVG text: no provider images or scripts are shipped or fetched. */
const BRANDS = {
  flutterwave: { color: '#f5a623', ink: '#2a3362' },
  budpay: { color: '#1c3fcc', ink: '#1c3fcc' },
  paystack: { color: '#09a5db', ink: '#011b33' },
} as const;

/** The providers with a pay page of their own. */
export type Brand = keyof typeof BRANDS;

export function ProviderLogo({ brand }: { brand: Brand }) {
  const { color, ink } = BRANDS[brand];
  const name = PAYMENT_PROVIDERS[brand].label;
  return (
    <svg role="img" aria-label={`${name} logo`} viewBox="0 0 220 48" width="220" height="48" style={{ maxWidth: '100%' }}>
      <rect x="2" y="8" width="32" height="32" rx="8" fill={color} />
      <text x="18" y="31" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">{name[0]}</text>
      <text x="44" y="32" fontSize="24" fontWeight="700" fill={ink} fontFamily="system-ui, sans-serif">{name}</text>
    </svg>
  );
}
