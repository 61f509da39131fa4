import type { ReactNode } from 'react';
import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '@/lib/company';
import { PopularRoutesSlot } from '../popular/popular-routes-slot';
import { SearchHero } from '../search/search-hero';
import classes from './home-page.module.css';

const PERKS = [
  { title: 'Sign in and save 5%', text: 'Signed-in travellers get an extra 5% off, booking management and exclusive deals.' },
  { title: '5% wallet cashback', text: 'Pay from your wallet and get 5% back on every trip.' },
  { title: 'Your ticket, even offline', text: 'Your QR ticket opens at the terminal with no signal once it is saved on your phone.' },
];

/** Home (spec 1 §2): the search hero, popular routes, app download and the partner call to action. */
export function HomePage({ hirePanel }: { hirePanel?: ReactNode }) {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 'lg', sm: 48 }}>
          <Stack gap="md">
            <Title order={1} className={classes.heroTitle}>Travel Freely across Nigeria</Title>
            <Text size="lg" className={classes.heroText}>
              Book a seat between 30+ terminals, hire a bus, and keep your ticket on your phone.
            </Text>
            <SearchHero hirePanel={hirePanel} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <PopularRoutesSlot />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={48}>
          {PERKS.map((perk) => (
            <Card key={perk.title} withBorder padding="lg">
              <Title order={2} size="h4">{perk.title}</Title>
              <Text mt="xs" c="dimmed">{perk.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt={48}>
          <Stack gap="sm">
            <Title order={2}>Get the Freely app</Title>
            <Text c="dimmed">Book, pay and track your bus from your phone. Or install this web app from your browser menu: it works on slow networks and offline.</Text>
            <Group gap="sm">
              <Anchor href={COMPANY.playStoreUrl} target="_blank" rel="noopener">Get it on Google Play</Anchor>
              <Anchor href={COMPANY.appStoreUrl} target="_blank" rel="noopener">Download on the App Store</Anchor>
            </Group>
          </Stack>
          <Stack gap="sm">
            <Title order={2}>Own a vehicle? Earn with us</Title>
            <Text c="dimmed">Drive as a captain or put your fleet on our platform as an enterprise partner.</Text>
            <Button component={Link} to="/enterprise" w="fit-content">Start Earning</Button>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}
