import '@mantine/core/styles/Avatar.css';
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Avatar, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@/lib/company';
import { LEADERS, MISSION_MORE, MISSION_SUMMARY } from '@/features/content/data/about';

export function AboutUsPage() {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Box component="section">
          <Stack gap="sm">
            <Title order={1}>About Us</Title>
            <Title order={2}>Our mission</Title>
            <Text>{MISSION_SUMMARY}</Text>
            {/* Kept in the DOM (hidden) so aria-controls always points at a real element. */}
            <div id={moreId} hidden={!expanded}>
              <Stack gap="sm">
                {MISSION_MORE.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </div>
            <Group>
              <Button
                variant="subtle"
                px={0}
                aria-expanded={expanded}
                aria-controls={moreId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? 'Read less' : 'Read more'}
              </Button>
            </Group>
          </Stack>
        </Box>

        {/* scroll-margin keeps the heading clear of the sticky header when opened via #our-team. */}
        <Box component="section" id="our-team" style={{ scrollMarginTop: 80 }}>
          <Stack gap="md">
            <Title order={2}>Our team</Title>
            <Text>
              {COMPANY.name} is powered by more than 800 people: captains, service engineers, terminal and customer
              care staff, and the engineers who build our apps. Together we move thousands of passengers safely
              every day.
            </Text>
            <Group>
              <Button component={Link} to="/Careers" variant="light">
                Explore Open Roles
              </Button>
            </Group>
            <Title order={3}>Leadership</Title>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
              {LEADERS.map((leader) => (
                <Card key={leader.role} withBorder padding="lg" radius="md">
                  <Stack align="center" gap="xs" ta="center">
                    <Avatar name={leader.name} color="initials" size="xl" radius="xl" aria-hidden />
                    <Title order={4} size="h5">
                      {leader.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {leader.role}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
