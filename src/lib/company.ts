/** Public contact details shown on pages (spec placeholders {phone} and {email}). */
export const COMPANY = {
  name: 'Freely',
  legalName: 'Freely Mobility Limited',
  supportPhone: '0700 373 3591',
  supportPhoneHref: 'tel:+2347003733591',
  supportEmail: 'care@freely.ng',
  headOffice: '20 Ikorodu Road, Jibowu, Yaba, Lagos',
  ghanaBookingUrl: 'https://gh.freely.travel',
  blogUrl: 'https://blog.freely.ng',
  appStoreUrl: 'https://apps.apple.com/ng/app/freely',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=ng.freely.app',
  social: {
    facebook: 'https://www.facebook.com/freely.ng',
    instagram: 'https://www.instagram.com/freely.ng',
    x: 'https://x.com/freely_ng',
    linkedin: 'https://www.linkedin.com/company/freely-ng',
  },
} as const;
