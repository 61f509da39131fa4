import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Group, List, SimpleGrid, Text } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { ContentPage } from './content-page';
import { PageSection } from './page-section';

const TOUR_DESTINATIONS = [
  'Obudu Mountain Resort, Cross River',
  'Yankari Game Reserve, Bauchi',
  'Olumo Rock, Abeokuta',
  'Idanre Hills, Ondo',
  'Erin Ijesha Waterfalls, Osun',
  'Ikogosi Warm Springs, Ekiti',
] as const;

export function TravelsToursPage() {
  return (
    <ContentPage title="Travel and Tours">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <PageSection title="Tour">
          <Text>
            Discover Nigeria with {COMPANY.name}. We plan group tours for families, schools, churches, mosques and
            companies, with a comfortable bus, an experienced captain and an itinerary built around your group.
            Popular destinations include:
          </Text>
          <List withPadding spacing={4}>
            {TOUR_DESTINATIONS.map((place) => (
              <List.Item key={place}>{place}</List.Item>
            ))}
          </List>
          <Text>
            Tell us where and when you want to go and how many people are travelling, and we will send you a
            quote.
          </Text>
          <Group>
            <Button component={Link} to="/Contact-Us" variant="light">
              Plan a tour
            </Button>
          </Group>
        </PageSection>
        <PageSection title="Travel">
          <Text>
            Our buses link Lagos, Abuja, Port Harcourt, Enugu, Benin, Owerri, Ibadan, Asaba, Uyo and many more
            cities every day. Book a seat online up to 21 days ahead, check in from your phone and board with the
            QR ticket saved on your device, even without internet.
          </Text>
          <Text>
            Travelling as a group? Hire a whole bus for a one-way or round trip and we will pick you up from your
            address.
          </Text>
          <Anchor component={Link} to="/Bus-Terminal">
            Find a terminal near you
          </Anchor>
        </PageSection>
      </SimpleGrid>
    </ContentPage>
  );
}
