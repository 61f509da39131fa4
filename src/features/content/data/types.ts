/** Internal paths the content pages link to, spelled exactly as the routes register them. */
export type ContentPath =
  | '/About-Us'
  | '/Careers'
  | '/Faq'
  | '/Terms-and-Conditions'
  | '/Privacy-Policy'
  | '/Safety'
  | '/Luggage-Allowance'
  | '/Bus-Terminal'
  | '/bookingStatus'
  | '/Contact-Us'
  | '/data-collection'
  | '/delete-account'
  | '/bills-payment';

export interface ContentLink {
  label: string;
  to: ContentPath;
}

/** A titled block of prose with optional bullet points, rendered by `ContentSectionBlock`. */
export interface ContentSection {
  id: string;
  title: string;
  content: readonly string[];
  bullets?: readonly string[];
}
