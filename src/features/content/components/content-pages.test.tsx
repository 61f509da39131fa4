import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
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

/** Server-renders a page inside a throwaway router, since the pages use router Links. */
async function renderPage(Page: ComponentType): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Page /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToString(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('content pages', () => {
  it.each(PAGES)('%s renders one h1 with its heading', async (_name, Page, heading) => {
    const html = await renderPage(Page);
    const h1s = html.match(/<h1[^>]*>(.*?)<\/h1>/g) ?? [];
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toContain(heading);
  });

  it('careers says there are no openings', async () => {
    expect(await renderPage(CareersPage)).toContain('There are no openings now. Check back later.');
  });

  it('about page has the #our-team anchor and a link to /Careers', async () => {
    const html = await renderPage(AboutUsPage);
    expect(html).toContain('id="our-team"');
    expect(html).toContain('href="/Careers"');
  });
});
