import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '@/lib/company';
import { FOOTER_GROUPS, isExternal } from './nav-links';
import classes from './site-footer.module.css';

const YEAR = new Date().getFullYear();

const SOCIAL = [
  { label: 'Facebook', href: COMPANY.social.facebook },
  { label: 'Instagram', href: COMPANY.social.instagram },
  { label: 'X (Twitter)', href: COMPANY.social.x },
  { label: 'LinkedIn', href: COMPANY.social.linkedin },
];

/** Spec 1 §2, footer: Company, Experience and Terms groups, social links and the licence badge. */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl">
          {FOOTER_GROUPS.map((group) => (
            <Stack key={group.title} gap={6} component="nav" aria-label={group.title}>
              <Text component="h2" fw={700} size="sm" className={classes.heading}>{group.title}</Text>
              {group.links.map((item) =>
                isExternal(item) ? (
                  <Anchor key={item.label} href={item.href} target="_blank" rel="noopener" className={classes.link}>
                    {item.label}
                  </Anchor>
                ) : (
                  <Anchor key={item.label} component={Link} to={item.to} hash={item.hash} className={classes.link}>
                    {item.label}
                  </Anchor>
                ),
              )}
            </Stack>
          ))}
          <Stack gap={6}>
            <Text component="h2" fw={700} size="sm" className={classes.heading}>Follow us</Text>
            {SOCIAL.map((s) => (
              <Anchor key={s.label} href={s.href} target="_blank" rel="noopener" className={classes.link}>{s.label}</Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" gap="md">
          <Text size="xs" className={classes.muted}>© {YEAR} {COMPANY.legalName}. All rights reserved.</Text>
          <Anchor component={Link} to="/Iso" className={classes.badge}>
            <span className={classes.badgeLabel}>Licensed by</span>
            <span className={classes.badgeMark}>ISO 9001 · ISO/IEC 27001</span>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
