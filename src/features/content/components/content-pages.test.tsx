import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render';
import { AboutUsPage } from './about-us-page';
import { AwardsPage } from './awards-page';
import { CareersPage } from './careers-page';
import { DataCollectionPage } from './data-collection-page';
import { FaqPage } from './faq-page';
import { IsoPage } from './iso-page';
import { LuggageAllowancePage } from './luggage-allowance-page';
import { PaybillsPage } from './paybills-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { SafetyPage } from './safety-page';
import { TermsPage } from './terms-page';
import { TravelsToursPage } from './travels-tours-page';

const PAGES: ReadonlyArray<[string, ComponentType, string]> = [
  ['AboutUsPage', AboutUsPage, 'About Us'],
  ['AwardsPage', AwardsPage, 'Awards'],
  ['CareersPage', CareersPage, 'Careers'],
  ['DataCollectionPage', DataCollectionPage, 'Data Collection and Account Deletion'],
  ['FaqPage', FaqPage, 'Frequently Asked Questions'],
  ['IsoPage', IsoPage, 'Integrated Management System Policy'],
  ['LuggageAllowancePage', LuggageAllowancePage, 'Luggage Allowance'],
  ['PaybillsPage', PaybillsPage, 'Pay Bills'],
  ['PrivacyPolicyPage', PrivacyPolicyPage, 'Privacy Policy'],
  ['SafetyPage', SafetyPage, 'Safety'],
  ['TermsPage', TermsPage, 'Terms and Conditions'],
  ['TravelsToursPage', TravelsToursPage, 'Travel and Tours'],
];

const show = (Page: ComponentType) => renderInApp(<Page />, { path: '/' });

describe('content pages', () => {
  it.each(PAGES)('%s renders one h1 with its heading', async (_name, Page, heading) => {
    await show(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toContain(heading);
  });

  it('careers says there are no openings', async () => {
    await show(CareersPage);
    expect(screen.getByText('There are no openings now. Check back later.')).toBeDefined();
  });

  it('about page has the #our-team anchor and a link to /Careers', async () => {
    await show(AboutUsPage);
    expect(screen.getByRole('heading', { name: 'Our team' }).closest('section')?.id).toBe('our-team');
    expect(screen.getByRole('link', { name: 'Explore Open Roles' }).getAttribute('href')).toBe('/Careers');
  });
});
