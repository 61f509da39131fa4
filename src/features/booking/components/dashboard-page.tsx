import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { SearchHero } from '../search/search-hero';
import classes from './home-page.module.css';

/**
 * /dashboard (spec 1 §2): the same four tabs as home for signed-in travellers. Sign-in arrives
 * with the accounts issue; until then everyone sees the same hero here.
 */
export function DashboardPage({ hirePanel }: { hirePanel?: ReactNode }) {
  return (
    <Box className={classes.hero} mih="60dvh">
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="md">
          <Title order={1} className={classes.heroTitle}>Dashboard</Title>
          <Text size="lg" className={classes.heroText}>Where are you travelling next?</Text>
          <SearchHero hirePanel={hirePanel} />
        </Stack>
      </Container>
    </Box>
  );
}
